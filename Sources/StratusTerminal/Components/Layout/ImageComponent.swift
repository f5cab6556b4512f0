import StratusCore

/// `layout:localImage` and `layout:remoteImage`: the picture in half blocks (`ImageCells`) once it has arrived;
/// while it loads, and when it cannot be shown, the remote image's `placeholder` (a local image id, as
/// nimbus-layout-compose's RemoteImage shows it while loading and on error) or, without one, a framed
/// placeholder with the image's label.
///
/// Loading never holds a frame back: the placeholder is drawn first, its `onAppear` starts the load in the
/// engine's background (`ImageStore`), and the arrival changes the view's state, which redraws the node.
struct ImageComponent: View {
    let source: ImageSource
    /// `layout:remoteImage`'s `placeholder`: a local image shown until the picture arrives, and instead of it
    /// when it cannot be shown.
    let placeholderSource: ImageSource?
    let label: String
    let scale: ImageScale?
    let box: BoxStyle
    let engine: ServerDrivenEngine?
    let screen: Screen?
    /// Bumped when the picture arrives, so that the node is drawn again.
    @State private var arrivals = 0

    /// What both image components declare: the image's `id` or `url`, `scale`, `accessibility.label` and the
    /// Box properties.
    struct Properties: Decodable {
        struct Accessibility: Decodable {
            var label: String?
        }
        let id: String
        let url: String
        /// `layout:remoteImage`: a local picture shown while the remote one loads and when it fails.
        let placeholder: String
        let scale: ImageScale?
        let accessibility: Accessibility?
        let box: BoxStyle

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            id = try properties.decode(String.self, forKey: "id", default: "")
            url = try properties.decode(String.self, forKey: "url", default: "")
            placeholder = try properties.decode(String.self, forKey: "placeholder", default: "")
            scale = try properties.decodeIfPresent(ImageScale.self, forKey: "scale")
            accessibility = try properties.decodeIfPresent(Accessibility.self, forKey: "accessibility")
            box = try BoxStyle(from: decoder)
        }

        /// The properties of an image another component describes (`a2ui:Image`): its label, scale and box.
        init(label: String?, scale: ImageScale?, box: BoxStyle) {
            id = ""
            url = ""
            placeholder = ""
            self.scale = scale
            accessibility = Accessibility(label: label)
            self.box = box
        }
    }

    /// The engine and screen of the node an image component is decoded from: the engine loads the picture for
    /// the screen. Without a node (a schema being recorded) there is nothing to show.
    static func origin(decodedBy decoder: any Decoder) throws -> (engine: ServerDrivenEngine, screen: Screen?) {
        guard let node = decoder.stratusUserInfo(.stratusNode) as? Node else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an image is decoded from a node"))
        }
        // Components are decoded on the main actor, where nodes live.
        return MainActor.assumeIsolated { (node.owningEngine, node.screen) }
    }

    /// The picture `source` shown as `properties` say, loaded by `engine` for `screen`.
    init(_ properties: Properties, source: ImageSource, placeholder: ImageSource? = nil, engine: ServerDrivenEngine, screen: Screen?) {
        let accessibility = properties.accessibility?.label
        self.source = source
        placeholderSource = placeholder
        label = TextSanitizer.sanitize(accessibility ?? (source.name.isEmpty ? "image" : source.name), keepNewlines: false)
        scale = properties.scale
        box = properties.box
        self.engine = engine
        self.screen = screen
    }

    var body: some View {
        if let picture = ImageStore.shared.picture(for: source) {
            pictureView(picture)
        } else if let placeholderSource, let picture = ImageStore.shared.picture(for: placeholderSource) {
            pictureView(picture).onAppear(perform: startLoading)
        } else {
            placeholder
        }
    }

    /// Starts loading the picture and its placeholder picture; each arrival draws the node again.
    private var startLoading: () -> Void {
        let sources = [source] + (placeholderSource.map { [$0] } ?? [])
        let engine = self.engine, screen = self.screen, arrival = Arrival(count: $arrivals)
        return {
            guard let engine else { return }
            MainActor.assumeIsolated {
                for source in sources {
                    ImageStore.shared.load(source, engine: engine, screen: screen) { arrival.signal() }
                }
            }
        }
    }

    private func pictureView(_ picture: PixelImage) -> some View {
        let natural = naturalContentSize(of: picture)
        let raster = ImageRaster(picture: picture, scale: scale)
        return Canvas(width: natural.width, height: natural.height, painting: raster)
            .boxStyle(box)
            .accessibility(.image, name: label)
    }

    /// The content size in cells: what the box's `width` and `height` leave inside border and padding, the
    /// picture's proportions for a missing one, its natural size (`ImageScale.naturalCells`) for both; nil where
    /// the box expands.
    private func naturalContentSize(of picture: PixelImage) -> (width: Int?, height: Int?) {
        let natural = ImageScale.naturalCells(imageWidth: picture.width, imageHeight: picture.height)
        let border = box.border == nil ? 0 : 2
        func inner(_ dimension: Dimension, chrome: Int) -> Int? {
            if case .fixed(let cells) = dimension { return max(1, cells - chrome) }
            return nil
        }
        let width = inner(box.width, chrome: box.padding.leading + box.padding.trailing + border)
        let height = inner(box.height, chrome: box.padding.top + box.padding.bottom + border)
        switch (box.width, box.height) {
        case (.expand, .expand): return (nil, nil)
        case (.expand, _): return (nil, height ?? natural.height)
        case (_, .expand): return (width ?? natural.width, nil)
        default:
            switch (width, height) {
            case let (width?, height?): return (width, height)
            case let (width?, nil):
                return (width, ImageScale.rows(forColumns: width, imageWidth: picture.width, imageHeight: picture.height))
            case let (nil, height?):
                return (ImageScale.columns(forRows: height, imageWidth: picture.width, imageHeight: picture.height), height)
            case (nil, nil): return (natural.width, natural.height)
            }
        }
    }

    private var placeholder: some View {
        var framed = box
        framed.border = Border(.single, color: Color.gray)
        let shown = ImagePlaceholder.abbreviated(label, box: framed)
        return Text("▣ \(shown)").truncated().multilineTextAlignment(.center).dim()
            .boxStyle(framed)
            .accessibility(.image, name: label)
            .onAppear(perform: startLoading)
    }
}

/// `layout:localImage`: `id` found beside the screen (`ImageSource.local`). Public so that an app can register it
/// under another name too (nimbus-core's test screens call it `layout:image`).
public struct LocalImage: View, Decodable {
    let image: ImageComponent

    /// Decodes the image's properties (`id`, `scale`, `accessibility.label`, the Box properties) from a node.
    public init(from decoder: any Decoder) throws {
        let properties = try ImageComponent.Properties(from: decoder)
        let (engine, screen) = try ImageComponent.origin(decodedBy: decoder)
        let source = MainActor.assumeIsolated { ImageSource.local(id: properties.id, engine: engine, screen: screen) }
        image = ImageComponent(properties, source: source, engine: engine, screen: screen)
    }

    /// The picture, or its placeholder while it loads.
    public var body: some View { image }
}

/// `layout:remoteImage`: `url`, fetched like a screen (`ImageSource.remote`), with a local `placeholder`.
struct RemoteImage: View, Decodable {
    let image: ImageComponent

    init(from decoder: any Decoder) throws {
        let properties = try ImageComponent.Properties(from: decoder)
        let (engine, screen) = try ImageComponent.origin(decodedBy: decoder)
        let (source, placeholder) = MainActor.assumeIsolated {
            (ImageSource.remote(url: properties.url, engine: engine, screen: screen),
             properties.placeholder.isEmpty ? nil : ImageSource.local(id: properties.placeholder, engine: engine, screen: screen))
        }
        image = ImageComponent(properties, source: source, placeholder: placeholder, engine: engine, screen: screen)
    }

    var body: some View { image }
}

/// The arrival of a picture, told to the view's state on the main actor.
private struct Arrival: @unchecked Sendable {
    // Sendable by hand: views, their bindings and the loads that call `signal` all run on the main actor.
    let count: Binding<Int>
    func signal() { count.wrappedValue += 1 }
}

/// The placeholder's label: shortened in the middle when the box is too narrow, so that images whose names
/// share a beginning (`product-1.png`, `product-2.png`) or an end still tell apart.
enum ImagePlaceholder {
    /// `label` fitted to what a `box` of fixed width leaves beside the `▣ ` mark; unchanged otherwise.
    static func abbreviated(_ label: String, box: BoxStyle) -> String {
        guard case .fixed(let cells) = box.width else { return label }
        let border = box.border == nil ? 0 : 2
        return abbreviated(label, toWidth: cells - border - box.padding.leading - box.padding.trailing - 2)
    }

    /// `label` in at most `width` cells: without its file extension, then its start and its end around `…`
    /// (names of a series differ at the end, `photo-1` and `photo-2`; hashed names at the start).
    static func abbreviated(_ label: String, toWidth width: Int) -> String {
        guard CharacterWidth.width(of: label) > width else { return label }
        var name = Substring(label)
        if let dot = name.lastIndex(of: "."), dot > name.startIndex, name.distance(from: dot, to: name.endIndex) <= 5 {
            name = name[..<dot]
        }
        guard CharacterWidth.width(of: String(name)) > width else { return String(name) }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let room = width - 1, tailRoom = room / 2
        func fitting(_ characters: some Sequence<Character>, in cells: Int) -> [Character] {
            var kept: [Character] = [], used = 0
            for character in characters {
                used += CharacterWidth.width(of: String(character))
                if used > cells { break }
                kept.append(character)
            }
            return kept
        }
        let tail = fitting(name.reversed(), in: tailRoom).reversed()
        let head = fitting(name, in: room - CharacterWidth.width(of: String(tail)))
        return String(head) + "…" + String(tail)
    }
}

/// A picture's cells for the last size it was drawn at: libchafa runs once per size, not once per frame.
final class ImageRaster: CellPainting {
    private let picture: PixelImage
    private let scale: ImageScale?
    private var size: Size?
    private var cells: [[Cell?]] = []

    init(picture: PixelImage, scale: ImageScale?) {
        self.picture = picture
        self.scale = scale
    }

    /// Paints the picture over `area`, writing only inside the visible part (`context.visible`).
    func paint(into buffer: inout CellBuffer, area: Rect, context: PaintContext) {
        paint(into: &buffer, area: area, visible: context.visible ?? area)
    }

    /// Paints the picture over `area`, writing only inside `visible`; when all of `area` is visible, adds the
    /// picture to the buffer's `pictures`, for a terminal that can draw it in real pixels.
    func paint(into buffer: inout CellBuffer, area: Rect, visible: Rect) {
        let wanted = Size(width: area.width, height: area.height)
        if size != wanted {
            cells = ImageCells.render(picture, columns: area.width, rows: area.height, scale: scale)
            size = wanted
        }
        ImageCells.paint(cells, into: &buffer, at: Point(x: area.x, y: area.y), clip: visible)
        guard !area.isEmpty, area.intersection(visible).intersection(buffer.bounds) == area else { return }
        buffer.pictures.append(PicturePlacement(picture: picture, scale: scale, area: area,
                                                cellsHash: PicturePlacement.hash(of: area, in: buffer)))
    }
}
