// libchafa turns pixels into terminal cells (symbols with colours, sixel, kitty).
//
// The program is not linked with libchafa (nor with the glib it loads): its functions are found in the library
// when the first picture is drawn (`stratus_chafa_resolve`, called by ImageLibraries.swift), so a process that
// shows no picture never loads either (Docs/Evidence.md, "Process floor"). So that building needs neither's
// headers, the few types and values Stratus uses are declared here as libchafa 1.x declares them (chafa.h,
// chafa-canvas-config.h, chafa-common.h, chafa-term-seq-def.h; glib's gstring.h for GString); every one of them
// is part of the library's stable interface, and the image tests draw through each.
#ifndef STRATUS_CCHAFA_SHIM_H
#define STRATUS_CCHAFA_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

/// libchafa's opaque objects.
typedef struct _ChafaCanvas ChafaCanvas;
typedef struct _ChafaCanvasConfig ChafaCanvasConfig;
typedef struct _ChafaSymbolMap ChafaSymbolMap;
typedef struct _ChafaTermInfo ChafaTermInfo;

/// glib's GString, which `chafa_canvas_print` returns.
typedef struct {
    char *str;
    size_t len;
    size_t allocated_len;
} StratusGString;

// The enumeration values Stratus passes (each enumeration is an int in the C ABI).
#define CHAFA_CANVAS_MODE_TRUECOLOR 0
#define CHAFA_COLOR_SPACE_RGB 0
#define CHAFA_COLOR_EXTRACTOR_AVERAGE 0
#define CHAFA_DITHER_MODE_NONE 0
#define CHAFA_PIXEL_MODE_SIXELS 1
#define CHAFA_PIXEL_MODE_KITTY 2
#define CHAFA_PIXEL_RGBA8_UNASSOCIATED 4
#define CHAFA_TERM_SEQ_BEGIN_SIXELS 40
#define CHAFA_TERM_SEQ_END_SIXELS 41
#define CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1 43
#define CHAFA_TERM_SEQ_END_KITTY_IMAGE 44
#define CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK 45
#define CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK 46

/// The libchafa (and glib) functions Stratus calls, found in the opened library.
struct stratus_chafa_functions {
    ChafaSymbolMap *(*_Nonnull symbol_map_new)(void);
    void (*_Nonnull symbol_map_add_by_range)(ChafaSymbolMap *map, uint32_t first, uint32_t last);
    void (*_Nonnull set_n_threads)(int threads);
    ChafaCanvasConfig *(*_Nonnull canvas_config_new)(void);
    void (*_Nonnull canvas_config_unref)(ChafaCanvasConfig *config);
    void (*_Nonnull canvas_config_set_geometry)(ChafaCanvasConfig *config, int width, int height);
    void (*_Nonnull canvas_config_set_cell_geometry)(ChafaCanvasConfig *config, int width, int height);
    void (*_Nonnull canvas_config_set_canvas_mode)(ChafaCanvasConfig *config, int mode);
    void (*_Nonnull canvas_config_set_pixel_mode)(ChafaCanvasConfig *config, int mode);
    void (*_Nonnull canvas_config_set_color_space)(ChafaCanvasConfig *config, int space);
    void (*_Nonnull canvas_config_set_color_extractor)(ChafaCanvasConfig *config, int extractor);
    void (*_Nonnull canvas_config_set_dither_mode)(ChafaCanvasConfig *config, int mode);
    void (*_Nonnull canvas_config_set_preprocessing_enabled)(ChafaCanvasConfig *config, int enabled);
    void (*_Nonnull canvas_config_set_work_factor)(ChafaCanvasConfig *config, float factor);
    void (*_Nonnull canvas_config_set_symbol_map)(ChafaCanvasConfig *config, const ChafaSymbolMap *map);
    ChafaCanvas *(*_Nonnull canvas_new)(const ChafaCanvasConfig *config);
    void (*_Nonnull canvas_unref)(ChafaCanvas *canvas);
    void (*_Nonnull canvas_draw_all_pixels)(ChafaCanvas *canvas, int type, const uint8_t *pixels, int width,
                                            int height, int rowstride);
    void (*_Nonnull canvas_get_colors_at)(ChafaCanvas *canvas, int x, int y, int *foreground, int *background);
    uint32_t (*_Nonnull canvas_get_char_at)(ChafaCanvas *canvas, int x, int y);
    StratusGString *(*_Nonnull canvas_print)(ChafaCanvas *canvas, ChafaTermInfo *info);
    ChafaTermInfo *(*_Nonnull term_info_new)(void);
    int (*_Nonnull term_info_set_seq)(ChafaTermInfo *info, int sequence, const char *text, void **error);
    char *(*_Nonnull string_free)(StratusGString *string, int freeSegment);
};

#define STRATUS_CHAFA_RESOLVE(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, #symbol)) == NULL) return #symbol;

/// Fills `functions` from `library` (a dlopen handle of libchafa, which brings glib); NULL, or the name of the
/// first function it lacks.
static inline const char *stratus_chafa_resolve(void *library, struct stratus_chafa_functions *functions) {
    STRATUS_CHAFA_RESOLVE(symbol_map_new, chafa_symbol_map_new)
    STRATUS_CHAFA_RESOLVE(symbol_map_add_by_range, chafa_symbol_map_add_by_range)
    STRATUS_CHAFA_RESOLVE(set_n_threads, chafa_set_n_threads)
    STRATUS_CHAFA_RESOLVE(canvas_config_new, chafa_canvas_config_new)
    STRATUS_CHAFA_RESOLVE(canvas_config_unref, chafa_canvas_config_unref)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_geometry, chafa_canvas_config_set_geometry)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_cell_geometry, chafa_canvas_config_set_cell_geometry)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_canvas_mode, chafa_canvas_config_set_canvas_mode)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_pixel_mode, chafa_canvas_config_set_pixel_mode)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_color_space, chafa_canvas_config_set_color_space)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_color_extractor, chafa_canvas_config_set_color_extractor)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_dither_mode, chafa_canvas_config_set_dither_mode)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_preprocessing_enabled, chafa_canvas_config_set_preprocessing_enabled)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_work_factor, chafa_canvas_config_set_work_factor)
    STRATUS_CHAFA_RESOLVE(canvas_config_set_symbol_map, chafa_canvas_config_set_symbol_map)
    STRATUS_CHAFA_RESOLVE(canvas_new, chafa_canvas_new)
    STRATUS_CHAFA_RESOLVE(canvas_unref, chafa_canvas_unref)
    STRATUS_CHAFA_RESOLVE(canvas_draw_all_pixels, chafa_canvas_draw_all_pixels)
    STRATUS_CHAFA_RESOLVE(canvas_get_colors_at, chafa_canvas_get_colors_at)
    STRATUS_CHAFA_RESOLVE(canvas_get_char_at, chafa_canvas_get_char_at)
    STRATUS_CHAFA_RESOLVE(canvas_print, chafa_canvas_print)
    STRATUS_CHAFA_RESOLVE(term_info_new, chafa_term_info_new)
    STRATUS_CHAFA_RESOLVE(term_info_set_seq, chafa_term_info_set_seq)
    STRATUS_CHAFA_RESOLVE(string_free, g_string_free)
    return NULL;
}
#endif
