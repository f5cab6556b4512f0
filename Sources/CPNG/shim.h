// libpng's simplified API (png_image_*): it reports errors through return values and png_image.message,
// never by longjmp, so Swift can call it directly.
#ifndef STRATUS_CPNG_SHIM_H
#define STRATUS_CPNG_SHIM_H
#include <png.h>

// Macros built from other macros do not reach Swift; these do.
static inline png_uint_32 stratus_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 stratus_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
#endif
