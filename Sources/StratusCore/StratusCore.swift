@_exported import StratusCodable
