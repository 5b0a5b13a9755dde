/// The catalogs `LegacyMigratorTests` expect, byte for byte (Xcode's layout: no final newline).
enum MigrationExpected {
    /// Comments: the last block above an entry, markers stripped and trimmed; the placeholder and German comments dropped.
    static let comments = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Done"
                  }
                }
              }
            },
            "Inbox" : {
              "comment" : "Title of the main window",
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Posteingang"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Inbox"
                  }
                }
              }
            },
            "Plain" : {
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Schlicht"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Plain"
                  }
                }
              }
            },
            "Syncing" : {
              "comment" : "Shown while syncing",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Syncing…"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Base.lproj merged into en: en's own value wins, Base's comment kept where en has none.
    static let base = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Base only" : {
              "comment" : "From Base",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Base only"
                  }
                }
              }
            },
            "Plain" : {
              "comment" : "Base comment for Plain",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Plain"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// One variable, format key `%#@files@` → plural variations, categories exactly as in each file.
    static let plural = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файла"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файл"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файла"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Two positional variables → a unit with positions removed, substitutions with argNum and `%arg`.
    static let positional = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%1$lld files in %2$lld folders" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@files@ in %#@folders@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    },
                    "folders" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "one folder"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg folders"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Two unpositioned variables → substitutions without argNum.
    static let unpositioned = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%d of %d done" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@done@ of %#@total@"
                  },
                  "substitutions" : {
                    "done" : {
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg"
                            }
                          }
                        }
                      }
                    },
                    "total" : {
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg task done"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg tasks done"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// One variable whose forms never use `%d` → a substitution, not plain plural variations.
    static let noOwnSpecifier = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "No items" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@items@"
                  },
                  "substitutions" : {
                    "items" : {
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Some items"
                            }
                          },
                          "zero" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "No items"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Device rule → device variations; the iPad branch holds a plural.
    static let device = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Tap to open" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "ipad" : {
                        "variations" : {
                          "plural" : {
                            "one" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap %d item"
                              }
                            },
                            "other" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap %d items"
                              }
                            }
                          }
                        }
                      },
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap to open"
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click to open"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The .stringsdict value replaces the .strings one; the .strings comment is kept.
    static let stringsDictWins = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "A count of files",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
