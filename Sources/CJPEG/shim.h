// libjpeg(-turbo) reports errors by calling error_exit, which exits the process unless it jumps back with
// longjmp. Swift cannot catch a longjmp, so decoding and encoding happen whole in these C functions, which
// turn every libjpeg error into a return value and a message.
//
// The program is not linked with libjpeg: its functions are found in the library when the first JPEG is decoded
// or encoded (`stratus_jpeg_resolve`, called by ImageLibraries.swift), so a process that shows no picture never
// loads it (Docs/Evidence.md, "Process floor"). The functions below call it through `struct stratus_jpeg_functions`.
#ifndef STRATUS_CJPEG_SHIM_H
#define STRATUS_CJPEG_SHIM_H
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// The libjpeg functions Stratus calls, found in the opened library.
struct stratus_jpeg_functions {
    __typeof__(&jpeg_std_error) _Nonnull std_error;
    __typeof__(&jpeg_CreateDecompress) _Nonnull create_decompress;
    __typeof__(&jpeg_destroy_decompress) _Nonnull destroy_decompress;
    __typeof__(&jpeg_mem_src) _Nonnull mem_src;
    __typeof__(&jpeg_read_header) _Nonnull read_header;
    __typeof__(&jpeg_start_decompress) _Nonnull start_decompress;
    __typeof__(&jpeg_read_scanlines) _Nonnull read_scanlines;
    __typeof__(&jpeg_finish_decompress) _Nonnull finish_decompress;
    __typeof__(&jpeg_CreateCompress) _Nonnull create_compress;
    __typeof__(&jpeg_destroy_compress) _Nonnull destroy_compress;
    __typeof__(&jpeg_mem_dest) _Nonnull mem_dest;
    __typeof__(&jpeg_set_defaults) _Nonnull set_defaults;
    __typeof__(&jpeg_set_quality) _Nonnull set_quality;
    __typeof__(&jpeg_start_compress) _Nonnull start_compress;
    __typeof__(&jpeg_write_scanlines) _Nonnull write_scanlines;
    __typeof__(&jpeg_finish_compress) _Nonnull finish_compress;
};

#define STRATUS_JPEG_RESOLVE(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, #symbol)) == NULL) return #symbol;

/// Fills `functions` from `library` (a dlopen handle); NULL, or the name of the first function it lacks.
static inline const char *stratus_jpeg_resolve(void *library, struct stratus_jpeg_functions *functions) {
    STRATUS_JPEG_RESOLVE(std_error, jpeg_std_error)
    STRATUS_JPEG_RESOLVE(create_decompress, jpeg_CreateDecompress)
    STRATUS_JPEG_RESOLVE(destroy_decompress, jpeg_destroy_decompress)
    STRATUS_JPEG_RESOLVE(mem_src, jpeg_mem_src)
    STRATUS_JPEG_RESOLVE(read_header, jpeg_read_header)
    STRATUS_JPEG_RESOLVE(start_decompress, jpeg_start_decompress)
    STRATUS_JPEG_RESOLVE(read_scanlines, jpeg_read_scanlines)
    STRATUS_JPEG_RESOLVE(finish_decompress, jpeg_finish_decompress)
    STRATUS_JPEG_RESOLVE(create_compress, jpeg_CreateCompress)
    STRATUS_JPEG_RESOLVE(destroy_compress, jpeg_destroy_compress)
    STRATUS_JPEG_RESOLVE(mem_dest, jpeg_mem_dest)
    STRATUS_JPEG_RESOLVE(set_defaults, jpeg_set_defaults)
    STRATUS_JPEG_RESOLVE(set_quality, jpeg_set_quality)
    STRATUS_JPEG_RESOLVE(start_compress, jpeg_start_compress)
    STRATUS_JPEG_RESOLVE(write_scanlines, jpeg_write_scanlines)
    STRATUS_JPEG_RESOLVE(finish_compress, jpeg_finish_compress)
    return NULL;
}

/// The longest message the functions below write (libjpeg's own limit).
#define STRATUS_JPEG_MESSAGE_LENGTH JMSG_LENGTH_MAX

struct stratus_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void stratus_jpeg_error_exit(j_common_ptr info) {
    struct stratus_jpeg_error *error = (struct stratus_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void stratus_jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

// Errors exit through `error->jump` with their text in `message`; warnings are dropped. The caller calls setjmp.
static inline struct jpeg_error_mgr *stratus_jpeg_errors(const struct stratus_jpeg_functions *jpeg,
                                                         struct stratus_jpeg_error *error, char *message) {
    message[0] = 0;
    error->message = message;
    jpeg->std_error(&error->manager);
    error->manager.error_exit = stratus_jpeg_error_exit;
    error->manager.emit_message = stratus_jpeg_quiet;
    return &error->manager;
}

/// Decodes a JPEG held in memory into 8-bit RGBA rows (alpha 255), shrinking by 1/`scale_denominator`
/// (1, 2, 4 or 8) while decoding. Refuses images of more than `max_pixels` pixels (before shrinking).
/// Returns 0 and a malloc'd buffer in `*pixels` (free it with `stratus_jpeg_free`), or -1 and a message.
static inline int stratus_jpeg_decode(const struct stratus_jpeg_functions *jpeg, const unsigned char *data, unsigned long size, unsigned int scale_denominator,
                                      unsigned long max_pixels, unsigned char **pixels, int *width, int *height,
                                      char message[STRATUS_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct info;
    struct stratus_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    info.err = stratus_jpeg_errors(jpeg, &error, message);
    if (setjmp(error.jump)) {
        jpeg->destroy_decompress(&info);
        free(buffer);
        return -1;
    }
    jpeg->create_decompress(&info, JPEG_LIB_VERSION, sizeof(struct jpeg_decompress_struct));
    jpeg->mem_src(&info, data, size);
    jpeg->read_header(&info, TRUE);
    if ((unsigned long)info.image_width * (unsigned long)info.image_height > max_pixels) {
        snprintf(message, STRATUS_JPEG_MESSAGE_LENGTH, "the image is %ux%u pixels, more than %lu",
                 info.image_width, info.image_height, max_pixels);
        jpeg->destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    info.scale_num = 1;
    info.scale_denom = scale_denominator == 0 ? 1 : scale_denominator;
    jpeg->start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (buffer == NULL) {
        snprintf(message, STRATUS_JPEG_MESSAGE_LENGTH, "out of memory");
        jpeg->destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg->read_scanlines(&info, &row, 1);
    }
    jpeg->finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *pixels = buffer;
    jpeg->destroy_decompress(&info);
    return 0;
}

/// Encodes 8-bit RGBA rows (alpha ignored) as a baseline JPEG of `quality` (1...100).
/// Returns 0 and a malloc'd buffer in `*data` (free it with `stratus_jpeg_free`), or -1 and a message.
static inline int stratus_jpeg_encode(const struct stratus_jpeg_functions *jpeg, const unsigned char *rgba, int width, int height, int quality,
                                      unsigned char **data, unsigned long *size,
                                      char message[STRATUS_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_compress_struct info;
    struct stratus_jpeg_error error;
    unsigned char *output = NULL;
    unsigned long output_size = 0;
    *data = NULL;
    *size = 0;
    info.err = stratus_jpeg_errors(jpeg, &error, message);
    if (setjmp(error.jump)) {
        jpeg->destroy_compress(&info);
        return -1;
    }
    jpeg->create_compress(&info, JPEG_LIB_VERSION, sizeof(struct jpeg_compress_struct));
    jpeg->mem_dest(&info, &output, &output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg->set_defaults(&info);
    jpeg->set_quality(&info, quality, TRUE);
    jpeg->start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg->write_scanlines(&info, &row, 1);
    }
    jpeg->finish_compress(&info);
    jpeg->destroy_compress(&info);
    *data = output;
    *size = output_size;
    return 0;
}

/// Frees a buffer returned by the functions above.
static inline void stratus_jpeg_free(void *buffer) { free(buffer); }
#endif
