// StratusCore re-exports StratusCodable: screens are JSON values, and users of the engine need them.
@_exported import StratusCodable
