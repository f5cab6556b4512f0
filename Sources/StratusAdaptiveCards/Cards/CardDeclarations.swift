import StratusCodable

/// The types of Adaptive Cards 1.0 to 1.6 by name: elements, inputs, actions and their parts.
public enum CardDeclarations {
    private typealias Content = CardTypeDeclaration.Content

    private static func oneOf(_ cases: String...) -> Content { .value(.enumeration(cases)) }
    private static let string = Content.value(.string)
    private static let boolean = Content.value(.boolean)
    private static let number = Content.value(.number)

    private static let spacing = oneOf("default", "none", "small", "medium", "large", "extraLarge", "padding")
    private static let horizontalAlignment = oneOf("left", "center", "right")
    private static let verticalAlignment = oneOf("top", "center", "bottom")
    private static let containerStyle = oneOf("default", "emphasis", "good", "attention", "warning", "accent")
    private static let colors = oneOf("default", "dark", "light", "accent", "good", "warning", "attention")

    /// What every element has: `id`, `isVisible`, `separator`, `spacing`, `height`, `fallback`, `requires`.
    private static let element: [String: Content] = [
        "type": string, "id": string, "isVisible": boolean, "separator": boolean, "spacing": spacing,
        "height": oneOf("auto", "stretch"), "fallback": .fallback, "requires": .value(.map(.string)),
        "targetWidth": string, "lang": string,
    ]
    /// What every input has besides: its label, whether it is required, its error message.
    private static let input: [String: Content] = element.merging([
        "errorMessage": string, "isRequired": boolean, "label": string, "labelPosition": oneOf("inline", "above"),
        "labelWidth": .any, "inputStyle": oneOf("revealOnHover", "default"), "valueChangedAction": .action,
    ]) { first, _ in first }
    /// What every action has: its title, icon, style, mode, tooltip, fallback.
    private static let action: [String: Content] = [
        "type": string, "id": string, "title": string, "iconUrl": string, "style": oneOf("default", "positive", "destructive"),
        "fallback": .fallback, "tooltip": string, "isEnabled": boolean, "mode": oneOf("primary", "secondary"),
        "requires": .value(.map(.string)), "role": string,
    ]
    /// What a container of elements has: `items`, `selectAction`, `style`, `bleed`, `minHeight`, ...
    private static let container: [String: Content] = [
        "items": .elements, "selectAction": .action, "style": containerStyle, "verticalContentAlignment": verticalAlignment,
        "bleed": boolean, "backgroundImage": .part("BackgroundImage"), "minHeight": string, "rtl": boolean,
    ]

    private static func with(_ base: [String: Content], _ extra: [String: Content]) -> [String: Content] {
        base.merging(extra) { _, new in new }
    }

    /// Every type, by name.
    public static let all: [String: CardTypeDeclaration] = {
        let declarations: [CardTypeDeclaration] = [
            CardTypeDeclaration("AdaptiveCard", .part, [
                "type": string, "version": string, "body": .elements, "actions": .actions, "selectAction": .action,
                "fallbackText": string, "backgroundImage": .part("BackgroundImage"), "minHeight": string, "rtl": boolean,
                "speak": string, "lang": string, "verticalContentAlignment": verticalAlignment, "$schema": string,
                "refresh": .any, "authentication": .any, "metadata": .any, "msteams": .any,
            ]),
            CardTypeDeclaration("TextBlock", .element, required: ["text"], with(element, [
                "text": string, "color": colors, "fontType": oneOf("default", "monospace"), "horizontalAlignment": horizontalAlignment,
                "isSubtle": boolean, "maxLines": number, "size": oneOf("default", "small", "medium", "large", "extraLarge"),
                "weight": oneOf("default", "lighter", "bolder"), "wrap": boolean, "style": oneOf("default", "heading"),
            ])),
            CardTypeDeclaration("RichTextBlock", .element, since: "1.2", required: ["inlines"], with(element, [
                "inlines": .parts("TextRun"), "horizontalAlignment": horizontalAlignment,
            ])),
            CardTypeDeclaration("TextRun", .part, since: "1.2", required: ["text"], [
                "type": string, "text": string, "color": colors, "fontType": oneOf("default", "monospace"), "highlight": boolean,
                "isSubtle": boolean, "italic": boolean, "selectAction": .action,
                "size": oneOf("default", "small", "medium", "large", "extraLarge"), "strikethrough": boolean,
                "underline": boolean, "weight": oneOf("default", "lighter", "bolder"),
            ]),
            CardTypeDeclaration("Image", .element, required: ["url"], with(element, [
                "url": string, "altText": string, "backgroundColor": string, "height": string,
                "horizontalAlignment": horizontalAlignment, "selectAction": .action,
                "size": oneOf("auto", "stretch", "small", "medium", "large"), "style": oneOf("default", "person"),
                "width": string, "forceLoad": boolean,
            ])),
            CardTypeDeclaration("ImageSet", .element, required: ["images"], with(element, [
                "images": .parts("Image"), "imageSize": oneOf("auto", "stretch", "small", "medium", "large"),
                "style": oneOf("default", "stacked", "grid"),
            ])),
            CardTypeDeclaration("Media", .element, since: "1.1", required: ["sources"], with(element, [
                "sources": .parts("MediaSource"), "poster": string, "altText": string, "captionSources": .parts("CaptionSource"),
            ])),
            CardTypeDeclaration("MediaSource", .part, since: "1.1", required: ["url"], ["type": string, "mimeType": string, "url": string]),
            CardTypeDeclaration("CaptionSource", .part, since: "1.6", ["type": string, "mimeType": string, "url": string, "label": string]),
            CardTypeDeclaration("Container", .element, with(element, container)),
            CardTypeDeclaration("ColumnSet", .element, with(element, [
                "columns": .parts("Column"), "selectAction": .action, "style": containerStyle, "bleed": boolean,
                "minHeight": string, "horizontalAlignment": horizontalAlignment,
            ])),
            CardTypeDeclaration("Column", .part, with(with(element, container), ["width": .any])),
            CardTypeDeclaration("FactSet", .element, required: ["facts"], with(element, ["facts": .parts("Fact")])),
            CardTypeDeclaration("Fact", .part, required: ["title", "value"], ["type": string, "title": string, "value": string]),
            CardTypeDeclaration("ActionSet", .element, since: "1.2", required: ["actions"], with(element, ["actions": .actions])),
            CardTypeDeclaration("Table", .element, since: "1.5", with(element, [
                "columns": .parts("TableColumnDefinition"), "rows": .parts("TableRow"), "firstRowAsHeader": boolean,
                "showGridLines": boolean, "gridStyle": containerStyle, "horizontalCellContentAlignment": horizontalAlignment,
                "verticalCellContentAlignment": verticalAlignment,
            ])),
            CardTypeDeclaration("TableColumnDefinition", .part, since: "1.5", [
                "type": string, "width": .any, "horizontalCellContentAlignment": horizontalAlignment,
                "verticalCellContentAlignment": verticalAlignment,
            ]),
            CardTypeDeclaration("TableRow", .part, since: "1.5", [
                "type": string, "cells": .parts("TableCell"), "style": containerStyle,
                "horizontalCellContentAlignment": horizontalAlignment, "verticalCellContentAlignment": verticalAlignment,
            ]),
            CardTypeDeclaration("TableCell", .part, since: "1.5", with(container, ["type": string])),
            CardTypeDeclaration("BackgroundImage", .part, since: "1.2", [
                "type": string, "url": string, "fillMode": oneOf("cover", "repeatHorizontally", "repeatVertically", "repeat"),
                "horizontalAlignment": horizontalAlignment, "verticalAlignment": verticalAlignment,
            ]),
            CardTypeDeclaration("Carousel", .element, since: "1.6", with(element, [
                "pages": .parts("CarouselPage"), "timer": number, "initialPage": number, "loop": boolean,
                "orientation": oneOf("horizontal", "vertical"), "heightInPixels": string,
            ])),
            CardTypeDeclaration("CarouselPage", .part, since: "1.6", with(with(element, container), [:])),
            CardTypeDeclaration("Input.Text", .element, with(input, [
                "isMultiline": boolean, "maxLength": number, "placeholder": string, "regex": string,
                "style": oneOf("text", "tel", "url", "email", "password"), "inlineAction": .action, "value": string,
            ])),
            CardTypeDeclaration("Input.Number", .element, with(input, [
                "max": number, "min": number, "placeholder": string, "value": number,
            ])),
            CardTypeDeclaration("Input.Date", .element, with(input, [
                "max": string, "min": string, "placeholder": string, "value": string,
            ])),
            CardTypeDeclaration("Input.Time", .element, with(input, [
                "max": string, "min": string, "placeholder": string, "value": string,
            ])),
            CardTypeDeclaration("Input.Toggle", .element, required: ["title"], with(input, [
                "title": string, "value": string, "valueOff": string, "valueOn": string, "wrap": boolean,
            ])),
            CardTypeDeclaration("Input.ChoiceSet", .element, with(input, [
                "choices": .parts("Input.Choice"), "choices.data": .any, "isMultiSelect": boolean,
                "style": oneOf("compact", "expanded", "filtered"), "value": string, "placeholder": string, "wrap": boolean,
            ])),
            CardTypeDeclaration("Input.Choice", .part, required: ["title", "value"], ["type": string, "title": string, "value": string]),
            CardTypeDeclaration("Action.Submit", .action, with(action, ["data": .any, "associatedInputs": oneOf("auto", "none")])),
            CardTypeDeclaration("Action.Execute", .action, since: "1.4", with(action, [
                "verb": string, "data": .any, "associatedInputs": oneOf("auto", "none"),
            ])),
            CardTypeDeclaration("Action.OpenUrl", .action, required: ["url"], with(action, ["url": string])),
            CardTypeDeclaration("Action.ShowCard", .action, with(action, ["card": .card])),
            CardTypeDeclaration("Action.ToggleVisibility", .action, since: "1.2", required: ["targetElements"],
                                with(action, ["targetElements": .any])),
        ]
        return Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0) })
    }()

    /// The types that may stand in `role`'s places, sorted.
    public static func names(of role: CardTypeDeclaration.Role) -> [String] {
        all.values.filter { $0.role == role }.map(\.name).sorted()
    }
}
