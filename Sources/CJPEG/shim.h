// libjpeg(-turbo) reports errors by calling error_exit, which exits the process unless it jumps back with
// longjmp. Swift cannot catch a longjmp, so decoding and encoding happen whole in these C functions, which
// turn every libjpeg error into a return value and a message.
#ifndef STRATUS_CJPEG_SHIM_H
#define STRATUS_CJPEG_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

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
static inline struct jpeg_error_mgr *stratus_jpeg_errors(struct stratus_jpeg_error *error, char *message) {
    message[0] = 0;
    error->message = message;
    jpeg_std_error(&error->manager);
    error->manager.error_exit = stratus_jpeg_error_exit;
    error->manager.emit_message = stratus_jpeg_quiet;
    return &error->manager;
}

/// Decodes a JPEG held in memory into 8-bit RGBA rows (alpha 255), shrinking by 1/`scale_denominator`
/// (1, 2, 4 or 8) while decoding. Refuses images of more than `max_pixels` pixels (before shrinking).
/// Returns 0 and a malloc'd buffer in `*pixels` (free it with `stratus_jpeg_free`), or -1 and a message.
static inline int stratus_jpeg_decode(const unsigned char *data, unsigned long size, unsigned int scale_denominator,
                                      unsigned long max_pixels, unsigned char **pixels, int *width, int *height,
                                      char message[STRATUS_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct info;
    struct stratus_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    info.err = stratus_jpeg_errors(&error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((unsigned long)info.image_width * (unsigned long)info.image_height > max_pixels) {
        snprintf(message, STRATUS_JPEG_MESSAGE_LENGTH, "the image is %ux%u pixels, more than %lu",
                 info.image_width, info.image_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    info.scale_num = 1;
    info.scale_denom = scale_denominator == 0 ? 1 : scale_denominator;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (buffer == NULL) {
        snprintf(message, STRATUS_JPEG_MESSAGE_LENGTH, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *pixels = buffer;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Encodes 8-bit RGBA rows (alpha ignored) as a baseline JPEG of `quality` (1...100).
/// Returns 0 and a malloc'd buffer in `*data` (free it with `stratus_jpeg_free`), or -1 and a message.
static inline int stratus_jpeg_encode(const unsigned char *rgba, int width, int height, int quality,
                                      unsigned char **data, unsigned long *size,
                                      char message[STRATUS_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_compress_struct info;
    struct stratus_jpeg_error error;
    unsigned char *output = NULL;
    unsigned long output_size = 0;
    *data = NULL;
    *size = 0;
    info.err = stratus_jpeg_errors(&error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &output, &output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *data = output;
    *size = output_size;
    return 0;
}

/// Frees a buffer returned by the functions above.
static inline void stratus_jpeg_free(void *buffer) { free(buffer); }
#endif
