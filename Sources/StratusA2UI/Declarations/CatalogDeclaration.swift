import OrderedCollections
import StratusCodable

/// Stratus's own declaration of a catalog's components: for each type, its properties, how each is written, its
/// type and the values it may take. What `stratus check` checks a stream's components against when it has no
/// JSON schema of the specification at hand, and what a renderer may read to know a catalog's shape.
///
/// ``basic(_:)`` declares the basic catalog of each version (v0.8's standard catalog, v0.9 to v1.0's basic one),
/// as the catalogs of google/A2UI's `specification/<version>` define it: v0.8 names its properties otherwise
/// (`usageHint`, `distribution`, `entryPointChild`, `tabItems`, `MultipleChoice`), v0.10 added `Video.posterUrl`,
/// `TextField.placeholder` and `Slider.steps` and took `TextField.validationRegexp` away. v1.0 of August 2026
/// (Docs/A2UI.md) keeps the June candidate's components; its Text variants are only `caption` and `body`, which
/// its schema, when given, says.
public struct CatalogDeclaration: Sendable, Hashable {
    /// The catalog's name (`basic`, v0.8's `standard`).
    public var name: String
    /// The version whose messages the declaration reads.
    public var version: A2UIVersion
    /// Its component types, by name.
    public var components: OrderedDictionary<String, ComponentDeclaration>

    /// Declares a catalog.
    public init(name: String, version: A2UIVersion, components: [ComponentDeclaration]) {
        self.name = name
        self.version = version
        self.components = OrderedDictionary(uniqueKeysWithValues: components.map { ($0.name, $0) })
    }

    /// The basic catalog of `version`.
    public static func basic(_ version: A2UIVersion) -> CatalogDeclaration {
        switch version {
        case .v0_8: return standardV0_8
        case .v0_9: return basicV0_9
        case .v0_10, .v1_0:
            var catalog = basicV0_9
            catalog.version = version
            catalog.components["Video"]?.properties.append(PropertyDeclaration("posterUrl", .dynamic, .string))
            catalog.components["TextField"]?.properties.removeAll { $0.name == "validationRegexp" }
            catalog.components["TextField"]?.properties.append(PropertyDeclaration("placeholder", .dynamic, .string))
            catalog.components["Slider"]?.properties.append(PropertyDeclaration("steps", .literal, .integer))
            // v1.0 of 2026-08-18: every component may name its catalog and carry metadata (extensions); an Icon's
            // name may be an `{"svgPath"}` object.
            for name in catalog.components.keys {
                catalog.components[name]?.properties += [PropertyDeclaration("catalogId", .literal, .string),
                                                         PropertyDeclaration("metadata", .literal, .object)]
            }
            if let index = catalog.components["Icon"]?.properties.firstIndex(where: { $0.name == "name" }) {
                catalog.components["Icon"]?.properties[index].type = .any
            }
            return catalog
        }
    }

    // MARK: - The declarations

    /// The names of the basic catalog's icons (v0.9 and later; v0.8 leaves the name free).
    public static let iconNames = [
        "accountCircle", "add", "arrowBack", "arrowForward", "attachFile", "calendarToday", "call", "camera", "check",
        "close", "delete", "download", "edit", "event", "error", "fastForward", "favorite", "favoriteOff", "folder",
        "help", "home", "info", "locationOn", "lock", "lockOpen", "mail", "menu", "moreVert", "moreHoriz",
        "notificationsOff", "notifications", "pause", "payment", "person", "phone", "photo", "play", "print",
        "refresh", "rewind", "search", "send", "settings", "share", "shoppingCart", "skipNext", "skipPrevious", "star",
        "starHalf", "starOff", "stop", "upload", "visibility", "visibilityOff", "volumeDown", "volumeMute",
        "volumeOff", "volumeUp", "warning",
    ]

    private typealias P = PropertyDeclaration

    private static let justify = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly", "stretch"]
    private static let align = ["start", "center", "end", "stretch"]
    private static let imageVariants = ["icon", "avatar", "smallFeature", "mediumFeature", "largeFeature", "header"]
    private static let textVariants = ["h1", "h2", "h3", "h4", "h5", "caption", "body"]

    /// What every component of v0.9 and later may have, and what a checkable one adds.
    private static func component(_ name: String, checkable: Bool = false, _ properties: [P]) -> ComponentDeclaration {
        var all = properties + [P("weight", .literal, .number), P("accessibility", .literal, .object)]
        if checkable { all.append(P("checks", .checks, .list)) }
        return ComponentDeclaration(name, all)
    }

    private static let basicV0_9 = CatalogDeclaration(name: "basic", version: .v0_9, components: [
        component("Text", [P("text", .dynamic, .string, required: true), P("variant", .literal, .string, values: textVariants)]),
        component("Image", [
            P("url", .dynamic, .string, required: true), P("description", .dynamic, .string),
            P("fit", .literal, .string, values: ["contain", "cover", "fill", "none", "scaleDown"]),
            P("variant", .literal, .string, values: imageVariants),
        ]),
        component("Icon", [P("name", .dynamic, .string, values: iconNames, required: true)]),
        component("Video", [P("url", .dynamic, .string, required: true)]),
        component("AudioPlayer", [P("url", .dynamic, .string, required: true), P("description", .dynamic, .string)]),
        component("Row", [P("children", .children, required: true), P("justify", .literal, .string, values: justify),
                          P("align", .literal, .string, values: align)]),
        component("Column", [P("children", .children, required: true), P("justify", .literal, .string, values: justify),
                             P("align", .literal, .string, values: align)]),
        component("List", [P("children", .children, required: true),
                           P("direction", .literal, .string, values: ["vertical", "horizontal"]),
                           P("align", .literal, .string, values: align)]),
        component("Card", [P("child", .child, .string, required: true)]),
        component("Tabs", [P("tabs", .items, .list, required: true, members: [
            P("title", .dynamic, .string, required: true), P("child", .child, .string, required: true),
        ])]),
        component("Modal", [P("trigger", .child, .string, required: true), P("content", .child, .string, required: true)]),
        component("Divider", [P("axis", .literal, .string, values: ["horizontal", "vertical"])]),
        component("Button", checkable: true, [
            P("child", .child, .string, required: true), P("action", .action, required: true),
            P("variant", .literal, .string, values: ["default", "primary", "borderless"]),
        ]),
        component("TextField", checkable: true, [
            P("label", .dynamic, .string, required: true), P("value", .dynamic, .string),
            P("variant", .literal, .string, values: ["longText", "number", "shortText", "obscured"]),
            P("validationRegexp", .literal, .string),
        ]),
        component("CheckBox", checkable: true, [P("label", .dynamic, .string, required: true),
                                                P("value", .dynamic, .boolean, required: true)]),
        component("ChoicePicker", checkable: true, [
            P("label", .dynamic, .string), P("variant", .literal, .string, values: ["multipleSelection", "mutuallyExclusive"]),
            P("options", .items, .list, required: true, members: [
                P("label", .dynamic, .string, required: true), P("value", .literal, .string, required: true),
            ]),
            P("value", .dynamic, .stringList, required: true), P("displayStyle", .literal, .string, values: ["checkbox", "chips"]),
            P("filterable", .literal, .boolean),
        ]),
        component("Slider", checkable: true, [
            P("label", .dynamic, .string), P("min", .literal, .number), P("max", .literal, .number, required: true),
            P("value", .dynamic, .number, required: true),
        ]),
        component("DateTimeInput", checkable: true, [
            P("value", .dynamic, .string, required: true), P("enableDate", .literal, .boolean),
            P("enableTime", .literal, .boolean), P("min", .dynamic, .string), P("max", .dynamic, .string),
            P("label", .dynamic, .string),
        ]),
    ])

    /// v0.8's standard catalog: bound values are wrapped (`literalString`), and `weight` sits beside the type.
    private static let standardV0_8 = CatalogDeclaration(name: "standard", version: .v0_8, components: [
        ComponentDeclaration("Text", [P("text", .dynamic, .string, required: true),
                                      P("usageHint", .literal, .string, values: textVariants)]),
        ComponentDeclaration("Image", [
            P("url", .dynamic, .string, required: true), P("altText", .dynamic, .string),
            P("fit", .literal, .string, values: ["contain", "cover", "fill", "none", "scale-down"]),
            P("usageHint", .literal, .string, values: imageVariants),
        ]),
        ComponentDeclaration("Icon", [P("name", .dynamic, .string, required: true)]),
        ComponentDeclaration("Video", [P("url", .dynamic, .string, required: true)]),
        ComponentDeclaration("AudioPlayer", [P("url", .dynamic, .string, required: true), P("description", .dynamic, .string)]),
        ComponentDeclaration("Row", [P("children", .children, required: true),
                                     P("distribution", .literal, .string, values: Array(justify.dropLast())),
                                     P("alignment", .literal, .string, values: align)]),
        ComponentDeclaration("Column", [P("children", .children, required: true),
                                        P("distribution", .literal, .string, values: Array(justify.dropLast())),
                                        P("alignment", .literal, .string, values: align)]),
        ComponentDeclaration("List", [P("children", .children, required: true),
                                      P("direction", .literal, .string, values: ["vertical", "horizontal"]),
                                      P("alignment", .literal, .string, values: align)]),
        ComponentDeclaration("Card", [P("child", .child, .string, required: true)]),
        ComponentDeclaration("Tabs", [P("tabItems", .items, .list, required: true, members: [
            P("title", .dynamic, .string, required: true), P("child", .child, .string, required: true),
        ])]),
        ComponentDeclaration("Divider", [P("axis", .literal, .string, values: ["horizontal", "vertical"])]),
        ComponentDeclaration("Modal", [P("entryPointChild", .child, .string, required: true),
                                       P("contentChild", .child, .string, required: true)]),
        ComponentDeclaration("Button", [P("child", .child, .string, required: true), P("primary", .literal, .boolean),
                                        P("action", .action, required: true)]),
        ComponentDeclaration("CheckBox", [P("label", .dynamic, .string, required: true),
                                          P("value", .dynamic, .boolean, required: true)]),
        ComponentDeclaration("TextField", [
            P("label", .dynamic, .string, required: true), P("text", .dynamic, .string),
            P("textFieldType", .literal, .string, values: ["date", "longText", "number", "shortText", "obscured"]),
            P("validationRegexp", .literal, .string),
        ]),
        ComponentDeclaration("DateTimeInput", [P("value", .dynamic, .string, required: true),
                                               P("enableDate", .literal, .boolean), P("enableTime", .literal, .boolean)]),
        ComponentDeclaration("MultipleChoice", [
            P("selections", .dynamic, .stringList, required: true),
            P("options", .items, .list, required: true, members: [
                P("label", .dynamic, .string, required: true), P("value", .literal, .string, required: true),
            ]),
            P("maxAllowedSelections", .literal, .integer), P("variant", .literal, .string, values: ["checkbox", "chips"]),
            P("filterable", .literal, .boolean),
        ]),
        ComponentDeclaration("Slider", [P("label", .dynamic, .string), P("value", .dynamic, .number, required: true),
                                        P("minValue", .literal, .number), P("maxValue", .literal, .number)]),
    ].map { declaration in
        var declaration = declaration
        declaration.properties.append(P("weight", .literal, .number))
        return declaration
    })
}
