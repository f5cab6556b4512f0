import StratusA2UI
import StratusA2UITerminal
import StratusFormats

extension ScreenFormatList {
    /// The surfaces of the A2UI streams read with this list, kept live (an empty store when A2UI is not in it).
    var liveSurfaces: LiveSurfaces {
        first(A2UIFormat.self)?.surfaces ?? LiveSurfaces()
    }
}

extension ScreenSourceLoader {
    /// The A2UI surfaces of the streams read, kept live for the actions of their screens (`--agent`,
    /// `--dump-actions`).
    public var liveSurfaces: LiveSurfaces { formats.liveSurfaces }
}

extension ScreenContent {
    /// The A2UI surfaces the screen shows, when it was read from an A2UI stream.
    public var surfaces: SurfaceGroup? { A2UIFormat.surfaces(of: reading) }
}
