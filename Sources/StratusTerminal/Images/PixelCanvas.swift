import CChafa

/// A terminal graphics protocol: how a terminal is told to draw real pixels over its cells.
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// The kitty graphics protocol (`ESC _ G ... ESC \`): kitty, WezTerm, Ghostty, Konsole.
    case kitty
    /// DEC sixel graphics (`ESC P ... q ... ESC \`): xterm -ti vt340, foot, mlterm, WezTerm, tmux 3.4+.
    case sixel
}

/// Pictures in real pixels: the escape sequence that draws a picture over a box of cells, made by libchafa's
/// kitty and sixel canvases.
///
/// The picture is first placed in the box as `scale` says (`ImageScale.placement`, the same placement as the
/// half blocks) and resampled onto the box's pixels (`cellSize` a cell), transparent where it does not reach;
/// libchafa then encodes those pixels. The sequence draws from the cursor's cell: the caller moves the cursor
/// to the box's top-left cell first. Kitty images are sent with `q=2` (the terminal answers nothing, so no
/// reply ever reaches the input decoder) and `C=1` (the cursor stays where it was).
public enum PixelCanvas {
    /// The cell size assumed when the terminal does not report its own, in pixels (a common 10×20 font).
    public static let defaultCellSize = Size(width: 10, height: 20)

    /// The escape sequence that draws `image` over `columns`×`rows` cells of `cellSize` pixels in `graphics`;
    /// empty when the box is empty, or when libchafa could not be loaded (`PixelImage(decoding:)` says so where the
    /// picture is read).
    public static func encode(_ image: PixelImage, columns: Int, rows: Int, scale: ImageScale?,
                              graphics: GraphicsProtocol, cellSize: Size = defaultCellSize) -> String {
        guard columns > 0, rows > 0, image.width > 0, image.height > 0,
              let chafa = ImageLibraries.chafa.loaded?.pointee else { return "" }
        let cellWidth = max(1, cellSize.width), halfHeight = max(1, cellSize.height / 2)
        let placement = ImageScale.placement(of: scale, imageWidth: image.width, imageHeight: image.height,
                                             gridWidth: columns, gridHeight: rows * 2)
        let grid = WorkingGrid(image: image, placement: placement, columns: columns, rows: rows,
                               pixelsPerColumn: cellWidth, pixelsPerHalf: halfHeight, keepsAlpha: true)
        let width = Int32(columns * cellWidth), height = Int32(rows * 2 * halfHeight)
        let config = chafa.canvas_config_new()
        defer { chafa.canvas_config_unref(config) }
        chafa.canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa.canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(halfHeight * 2))
        chafa.canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa.canvas_config_set_pixel_mode(config, graphics == .kitty ? CHAFA_PIXEL_MODE_KITTY : CHAFA_PIXEL_MODE_SIXELS)
        guard let canvas = chafa.canvas_new(config) else { return "" }
        defer { chafa.canvas_unref(canvas) }
        grid.pixels.withUnsafeBufferPointer { buffer in
            chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, width, height, width * 4)
        }
        guard let sequences = graphics == .kitty ? TerminalSequences.kitty : TerminalSequences.sixel,
              let printed = chafa.canvas_print(canvas, sequences.pointer) else { return "" }
        defer { _ = chafa.string_free(printed, 1) }
        guard let start = printed.pointee.str else { return "" }
        var bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: Int(printed.pointee.len)))
        if graphics == .kitty { repairChunkEnds(&bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The base64 alphabet, in order.
    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Mends the end of each kitty chunk that holds a number of bytes not divisible by three, plus two.
    ///
    /// libchafa's `chafa_base64_encode_end` (chafa-base64.c, in Debian's 1.12 and upstream) writes the third
    /// character of a final two-byte group as `byte & 0x0F` instead of `(byte & 0x0F) << 2`; libchafa ends every
    /// 512-byte chunk that way, so one pixel a chunk would lose its alpha (243 instead of 255). The character
    /// before a lone `=` is written again from the bits libchafa kept. `PixelCanvasTests` decodes every pixel, so
    /// a libchafa that mends this itself shows up there.
    static func repairChunkEnds(_ bytes: inout [UInt8]) {
        let equals = UInt8(ascii: "="), escape: UInt8 = 0x1B
        var index = 2
        while index + 1 < bytes.count {
            // `X=` then ESC: a group of two bytes (one `=`), not one byte (`==`).
            if bytes[index] == equals, bytes[index + 1] == escape, bytes[index - 1] != equals,
               let value = base64Alphabet.firstIndex(of: bytes[index - 1]) {
                bytes[index - 1] = base64Alphabet[(value & 0x0F) << 2]
            }
            index += 1
        }
    }
}

/// A libchafa terminal description holding only the sequences of one graphics protocol, built once.
private final class TerminalSequences: @unchecked Sendable {
    // Sendable by hand: built once, then only read by libchafa.
    let pointer: OpaquePointer

    /// The kitty graphics protocol (sw.kovidgoyal.net/kitty/graphics-protocol): a transmit-and-display command
    /// (`a=T`) with the pixel format, size and cell box, then the pixels in base64 chunks, `m=0` at the end.
    static let kitty = TerminalSequences([
        (CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1, "\u{1B}_Ga=T,q=2,C=1,f=%1,s=%2,v=%3,c=%4,r=%5,m=1\u{1B}\\"),
        (CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK, "\u{1B}_Gm=1;"),
        (CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK, "\u{1B}\\"),
        (CHAFA_TERM_SEQ_END_KITTY_IMAGE, "\u{1B}_Gm=0\u{1B}\\"),
    ])

    /// DEC sixel: a device control string `ESC P p1;p2;p3 q` (p2 = 1: transparent pixels keep what is below)
    /// with the palette and the sixel rows, ended by the string terminator.
    static let sixel = TerminalSequences([
        (CHAFA_TERM_SEQ_BEGIN_SIXELS, "\u{1B}P%1;%2;%3q"),
        (CHAFA_TERM_SEQ_END_SIXELS, "\u{1B}\\"),
    ])

    /// Nil when libchafa could not be loaded.
    private init?(_ sequences: [(Int32, String)]) {
        guard let chafa = ImageLibraries.chafa.loaded?.pointee, let pointer = chafa.term_info_new() else { return nil }
        self.pointer = pointer
        for (sequence, text) in sequences { _ = chafa.term_info_set_seq(pointer, sequence, text, nil) }
    }
}
