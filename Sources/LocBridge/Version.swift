/// The version `locbridge --version` prints and exports write into XLIFF `<tool tool-version>`.
public let locbridgeVersion = "0.1.0"
