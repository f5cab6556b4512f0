// SwiftPM drops the -D flags that pkg-config gives for ncursesw, so the wide-character API
// must be switched on here, before curses.h is read.
#ifndef STRATUS_CNCURSESW_SHIM_H
#define STRATUS_CNCURSESW_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// C globals are not concurrency-safe under Swift 6; read them through functions instead.
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
#endif
