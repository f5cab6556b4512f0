import Foundation
import Testing
@testable import StratusTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Pictures in real pixels through the ncurses backend (on a file, as xterm-256color): written after the frame
/// at the picture's cell, taken away when it goes, never over what covers it, never with `--images cells`.
@MainActor
@Suite(.serialized) struct NcursesPicturesTests {
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let picture = PixelImage(width: 8, height: 8) { _, _ in blue }
    static let area = Rect(x: 3, y: 2, width: 4, height: 2)

    /// A frame of text rows with the picture painted at `area` (as the image component paints it).
    static func frame(picture area: Rect?) -> CellBuffer {
        var frame = CellBuffer(width: 40, height: 8)
        for row in 0..<8 { frame.write("row \(row) ..........................", x: 0, y: row, style: .plain) }
        if let area {
            ImageRaster(picture: picture, scale: .fillBounds).paint(into: &frame, area: area, visible: frame.bounds)
        }
        return frame
    }

    @Test func kittyPictureIsDrawnAtItsCellAfterTheFrameAndDeletedWhenItGoes() throws {
        let recorder = try NcursesRecorder(.kitty)
        defer { recorder.close() }
        let shown = recorder.present(Self.frame(picture: Self.area))
        let start = try #require(shown.range(of: "\u{1B}7\u{1B}[3;4H\u{1B}_Ga=T,q=2,C=1,f=32,"), "\(shown.suffix(200).debugDescription)")
        #expect(shown[start.upperBound...].contains(",c=4,r=2,m=1"))
        #expect(shown.hasSuffix("\u{1B}_Gm=0\u{1B}\\\u{1B}8"), "the cursor is restored after the picture")
        // The half blocks went out first: ncurses believes they are on screen.
        #expect(shown[..<start.lowerBound].contains(ImageCells.upperHalf))
        #expect(recorder.present(Self.frame(picture: Self.area)).isEmpty, "an unchanged frame writes nothing")
        let moved = recorder.present(Self.frame(picture: Rect(x: 10, y: 4, width: 4, height: 2)))
        let deletion = try #require(moved.range(of: "\u{1B}_Ga=d,d=P,x=4,y=3,q=2\u{1B}\\"))
        let redraw = try #require(moved.range(of: "\u{1B}7\u{1B}[5;11H\u{1B}_Ga=T"))
        #expect(deletion.upperBound <= redraw.lowerBound)
        let gone = recorder.present(Self.frame(picture: nil))
        #expect(gone.contains("\u{1B}_Ga=d,d=P,x=11,y=5,q=2\u{1B}\\") && !gone.contains("a=T"))
    }

    @Test func sixelPictureIsDrawnAndItsRowsAreWrittenAgainWhenItGoes() throws {
        let recorder = try NcursesRecorder(.sixel)
        defer { recorder.close() }
        let shown = recorder.present(Self.frame(picture: Self.area))
        let start = try #require(shown.range(of: "\u{1B}7\u{1B}[3;4H\u{1B}P"), "\(shown.suffix(200).debugDescription)")
        #expect(shown[start.upperBound...].contains("q\"1;1;"))
        #expect(shown.hasSuffix("\u{1B}\\\u{1B}8"))
        // The picture goes: the text of its rows, unchanged for ncurses' diff, is written again over the pixels.
        let gone = recorder.present(Self.frame(picture: nil))
        #expect(gone.contains("row 2") && gone.contains("row 3"), "\(gone.debugDescription)")
        #expect(!gone.contains("row 5"))
        #expect(!gone.contains("\u{1B}P"))
    }

    @Test func aPictureCoveredByWhatIsPaintedLaterStaysInHalfBlocks() throws {
        let recorder = try NcursesRecorder(.kitty)
        defer { recorder.close() }
        var frame = Self.frame(picture: Self.area)
        frame.write("dialog", x: 2, y: 3, style: .plain)
        #expect(!frame.pictures.isEmpty)
        #expect(!recorder.present(frame).contains("\u{1B}_G"))
    }

    @Test func cellsModeWritesHalfBlocksAndNoGraphics() throws {
        let recorder = try NcursesRecorder(.cells)
        defer { recorder.close() }
        let shown = recorder.present(Self.frame(picture: Self.area))
        #expect(shown.contains(ImageCells.upperHalf))
        #expect(!shown.contains("\u{1B}_G") && !shown.contains("\u{1B}P"))
        #expect(recorder.backend.graphics == nil)
    }
}
