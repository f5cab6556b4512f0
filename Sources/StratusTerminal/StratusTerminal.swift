@_exported import StratusCore
import CNcursesW
