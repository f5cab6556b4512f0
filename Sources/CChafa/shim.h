// libchafa turns pixels into terminal cells (symbols with colours, sixel, kitty). Its include paths come from
// pkg-config (chafa.pc, which also names glib-2.0's).
#ifndef STRATUS_CCHAFA_SHIM_H
#define STRATUS_CCHAFA_SHIM_H
#include <chafa.h>
#endif
