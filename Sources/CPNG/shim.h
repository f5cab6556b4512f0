// libpng's simplified API (png_image_*): it reports errors through return values and png_image.message,
// never by longjmp, so Swift can call it directly.
//
// The program is not linked with libpng: its functions are found in the library when the first picture is
// decoded or encoded (`stratus_png_resolve`, called by ImageLibraries.swift), so a process that shows no picture
// never loads it (Docs/Evidence.md, "Process floor").
#ifndef STRATUS_CPNG_SHIM_H
#define STRATUS_CPNG_SHIM_H
#include <dlfcn.h>
#include <png.h>

// Macros built from other macros do not reach Swift; these do.
static inline png_uint_32 stratus_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 stratus_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// The libpng functions Stratus calls, found in the opened library.
struct stratus_png_functions {
    __typeof__(&png_image_begin_read_from_memory) _Nonnull begin_read_from_memory;
    __typeof__(&png_image_finish_read) _Nonnull finish_read;
    __typeof__(&png_image_write_to_memory) _Nonnull write_to_memory;
    __typeof__(&png_image_free) _Nonnull free;
};

#define STRATUS_PNG_RESOLVE(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, #symbol)) == NULL) return #symbol;

/// Fills `functions` from `library` (a dlopen handle); NULL, or the name of the first function it lacks.
static inline const char *stratus_png_resolve(void *library, struct stratus_png_functions *functions) {
    STRATUS_PNG_RESOLVE(begin_read_from_memory, png_image_begin_read_from_memory)
    STRATUS_PNG_RESOLVE(finish_read, png_image_finish_read)
    STRATUS_PNG_RESOLVE(write_to_memory, png_image_write_to_memory)
    STRATUS_PNG_RESOLVE(free, png_image_free)
    return NULL;
}
#endif
