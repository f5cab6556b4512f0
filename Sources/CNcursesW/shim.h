// SwiftPM drops the -D flags that pkg-config gives for ncursesw, so the wide-character API
// must be switched on here, before curses.h is read.
//
// The program is not linked with ncurses: its functions are found in the library when a terminal is first
// started (`stratus_ncurses_resolve`, called by NcursesBackend.swift), so `stratus --version`, `check` and
// `render` never load libncursesw and libtinfo (Docs/Evidence.md, "Process floor").
#ifndef STRATUS_CNCURSESW_SHIM_H
#define STRATUS_CNCURSESW_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <dlfcn.h>
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/// The ncurses functions and variables Stratus uses, found in the opened library (libncursesw, and libtinfo
/// through it). The variables are read through their addresses: C globals are not concurrency-safe under Swift 6.
struct stratus_ncurses_functions {
    __typeof__(&newterm) _Nonnull newterm;
    __typeof__(&delscreen) _Nonnull delscreen;
    __typeof__(&endwin) _Nonnull endwin;
    __typeof__(&reset_prog_mode) _Nonnull reset_prog_mode;
    __typeof__(&raw) _Nonnull raw;
    __typeof__(&noecho) _Nonnull noecho;
    __typeof__(&nonl) _Nonnull nonl;
    __typeof__(&keypad) _Nonnull keypad;
    __typeof__(&meta) _Nonnull meta;
    __typeof__(&nodelay) _Nonnull nodelay;
    __typeof__(&intrflush) _Nonnull intrflush;
    __typeof__(&wtimeout) _Nonnull wtimeout;
    __typeof__(&curs_set) _Nonnull curs_set;
    __typeof__(&has_colors) _Nonnull has_colors;
    __typeof__(&start_color) _Nonnull start_color;
    __typeof__(&use_default_colors) _Nonnull use_default_colors;
    __typeof__(&init_extended_pair) _Nonnull init_extended_pair;
    __typeof__(&getmaxx) _Nonnull getmaxx;
    __typeof__(&getmaxy) _Nonnull getmaxy;
    __typeof__(&wmove) _Nonnull wmove;
    __typeof__(&setcchar) _Nonnull setcchar;
    __typeof__(&mvwadd_wch) _Nonnull mvwadd_wch;
    __typeof__(&wnoutrefresh) _Nonnull wnoutrefresh;
    __typeof__(&doupdate) _Nonnull doupdate;
    __typeof__(&wrefresh) _Nonnull wrefresh;
    __typeof__(&wredrawln) _Nonnull wredrawln;
    __typeof__(&clearok) _Nonnull clearok;
    __typeof__(&wgetch) _Nonnull wgetch;
    WINDOW *_Nullable *_Nonnull stdscr;
    int *_Nonnull colors;
    int *_Nonnull color_pairs;
};

#define STRATUS_NCURSES_RESOLVE(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, #symbol)) == NULL) return #symbol;

/// Fills `functions` from `library` (a dlopen handle); NULL, or the name of the first symbol it lacks.
static inline const char *_Nullable stratus_ncurses_resolve(void *_Nullable library,
                                                            struct stratus_ncurses_functions *_Nullable functions) {
    STRATUS_NCURSES_RESOLVE(newterm, newterm)
    STRATUS_NCURSES_RESOLVE(delscreen, delscreen)
    STRATUS_NCURSES_RESOLVE(endwin, endwin)
    STRATUS_NCURSES_RESOLVE(reset_prog_mode, reset_prog_mode)
    STRATUS_NCURSES_RESOLVE(raw, raw)
    STRATUS_NCURSES_RESOLVE(noecho, noecho)
    STRATUS_NCURSES_RESOLVE(nonl, nonl)
    STRATUS_NCURSES_RESOLVE(keypad, keypad)
    STRATUS_NCURSES_RESOLVE(meta, meta)
    STRATUS_NCURSES_RESOLVE(nodelay, nodelay)
    STRATUS_NCURSES_RESOLVE(intrflush, intrflush)
    STRATUS_NCURSES_RESOLVE(wtimeout, wtimeout)
    STRATUS_NCURSES_RESOLVE(curs_set, curs_set)
    STRATUS_NCURSES_RESOLVE(has_colors, has_colors)
    STRATUS_NCURSES_RESOLVE(start_color, start_color)
    STRATUS_NCURSES_RESOLVE(use_default_colors, use_default_colors)
    STRATUS_NCURSES_RESOLVE(init_extended_pair, init_extended_pair)
    STRATUS_NCURSES_RESOLVE(getmaxx, getmaxx)
    STRATUS_NCURSES_RESOLVE(getmaxy, getmaxy)
    STRATUS_NCURSES_RESOLVE(wmove, wmove)
    STRATUS_NCURSES_RESOLVE(setcchar, setcchar)
    STRATUS_NCURSES_RESOLVE(mvwadd_wch, mvwadd_wch)
    STRATUS_NCURSES_RESOLVE(wnoutrefresh, wnoutrefresh)
    STRATUS_NCURSES_RESOLVE(doupdate, doupdate)
    STRATUS_NCURSES_RESOLVE(wrefresh, wrefresh)
    STRATUS_NCURSES_RESOLVE(wredrawln, wredrawln)
    STRATUS_NCURSES_RESOLVE(clearok, clearok)
    STRATUS_NCURSES_RESOLVE(wgetch, wgetch)
    STRATUS_NCURSES_RESOLVE(stdscr, stdscr)
    STRATUS_NCURSES_RESOLVE(colors, COLORS)
    STRATUS_NCURSES_RESOLVE(color_pairs, COLOR_PAIRS)
    return NULL;
}
#endif
