import Testing
@testable import LocBridge

extension Units {
    /// Device variations, device → plural nesting, and variations only the target has
    /// (FORMATS.md §2, "Id grammar").
    @Suite struct CatalogFlattenerVariationTests {
        @Test func deviceVariations() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Tap to open" : {
                  "comment" : "Hint under the icon",
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen klicken" } }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Tap to open|==|device.iphone" xml:space="preserve">
                    <source>Tap to open</source>
                    <target state="translated">Zum Öffnen tippen</target>
                    <note>Hint under the icon</note>
                  </trans-unit>
                  <trans-unit id="Tap to open|==|device.mac" xml:space="preserve">
                    <source>Click to open</source>
                    <target state="translated">Zum Öffnen klicken</target>
                    <note>Hint under the icon</note>
                  </trans-unit>

            """)
        }

        /// A device branch holding plurals: `KEY|==|device.iphone.plural.one`; ru gets its own
        /// categories inside the branch.
        @Test func deviceThenPlural() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld taps" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : {
                            "variations" : {
                              "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tap" } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld taps" } }
                              }
                            }
                          },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "%lld clicks" } }
                        }
                      }
                    },
                    "ru" : {
                      "variations" : {
                        "device" : {
                          "iphone" : {
                            "variations" : {
                              "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld касание" } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld касания" } }
                              }
                            }
                          },
                          "mac" : { "stringUnit" : { "state" : "new", "value" : "%lld щелчков" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "ru"), """
                  <trans-unit id="%lld taps|==|device.iphone.plural.few" xml:space="preserve">
                    <source>%lld taps</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld taps|==|device.iphone.plural.many" xml:space="preserve">
                    <source>%lld taps</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld taps|==|device.iphone.plural.one" xml:space="preserve">
                    <source>%lld tap</source>
                    <target state="translated">%lld касание</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld taps|==|device.iphone.plural.other" xml:space="preserve">
                    <source>%lld taps</source>
                    <target state="translated">%lld касания</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld taps|==|device.mac" xml:space="preserve">
                    <source>%lld clicks</source>
                    <target state="new">%lld щелчков</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// The source is plain, the target has plurals: the units follow the target, each with the
        /// plain source text.
        @Test func targetOnlyPlural() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "comment" : "Counter",
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente" } }
                        }
                      }
                    },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld item(s)" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
                    <source>%lld item(s)</source>
                    <target state="translated">%lld Element</target>
                    <note>Counter</note>
                  </trans-unit>
                  <trans-unit id="%lld items|==|plural.other" xml:space="preserve">
                    <source>%lld item(s)</source>
                    <target state="translated">%lld Elemente</target>
                    <note>Counter</note>
                  </trans-unit>

            """)
        }

        /// The source has no localization at all and the target has device variations: each device
        /// unit carries the key as its source.
        @Test func targetOnlyDevices() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Open" : {
                  "localizations" : {
                    "fr" : {
                      "variations" : {
                        "device" : {
                          "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir sur l’iPad" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "fr"), """
                  <trans-unit id="Open|==|device.ipad" xml:space="preserve">
                    <source>Open</source>
                    <target state="translated">Ouvrir sur l’iPad</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Open|==|device.other" xml:space="preserve">
                    <source>Open</source>
                    <target state="translated">Ouvrir</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Source devices iphone/other, target devices iphone/mac: the target's set wins; the mac unit
        /// takes the source's `other` text.
        @Test func targetDeviceSetWins() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Press" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Start|==|device.iphone" xml:space="preserve">
                    <source>Tap</source>
                    <target state="translated">Tippen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Start|==|device.mac" xml:space="preserve">
                    <source>Press</source>
                    <target state="translated">Klicken</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Source devices iphone/ipad (no `other`), target devices iphone/mac: still only the target's
        /// devices, one level deep; the source has no text for mac, so the mac unit carries the key.
        @Test func targetDeviceMissingFromSourceWithoutOther() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "device" : {
                          "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap the iPad" } },
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="Start|==|device.iphone" xml:space="preserve">
                    <source>Tap</source>
                    <target state="translated">Tippen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Start|==|device.mac" xml:space="preserve">
                    <source>Start</source>
                    <target state="translated">Klicken</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// Source devices, target plurals: the units follow the target (FORMATS.md §2), each carrying the
        /// source's `other` device text; without an `other` device, the key. Device → plural nesting in the
        /// source gives each form its `other` device's form.
        @Test func targetPluralsOverSourceDevices() throws {
            func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
            let german = #"{ "variations" : { "plural" : { "one" : \#(unit("eins %lld")), "other" : \#(unit("andere %lld")) } } }"#
            let json = #"""
            { "sourceLanguage" : "en", "strings" : {
              "k %lld" : { "localizations" : { "de" : \#(german),
                "en" : { "variations" : { "device" : { "ipad" : \#(unit("iPad %lld")), "other" : \#(unit("Other %lld")) } } } } },
              "n %lld" : { "localizations" : { "de" : \#(german),
                "en" : { "variations" : { "device" : { "ipad" : \#(unit("iPad %lld")), "iphone" : \#(unit("iPhone %lld")) } } } } },
              "p %lld" : { "localizations" : { "de" : \#(german),
                "en" : { "variations" : { "device" : { "mac" : \#(unit("Mac %lld")), "other" : { "variations" : { "plural" : {
                  "one" : \#(unit("%lld tap")), "other" : \#(unit("%lld taps")) } } } } } } } }
            }, "version" : "1.0" }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "de"), """
                  <trans-unit id="k %lld|==|plural.one" xml:space="preserve">
                    <source>Other %lld</source>
                    <target state="translated">eins %lld</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="k %lld|==|plural.other" xml:space="preserve">
                    <source>Other %lld</source>
                    <target state="translated">andere %lld</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="n %lld|==|plural.one" xml:space="preserve">
                    <source>n %lld</source>
                    <target state="translated">eins %lld</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="n %lld|==|plural.other" xml:space="preserve">
                    <source>n %lld</source>
                    <target state="translated">andere %lld</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="p %lld|==|plural.one" xml:space="preserve">
                    <source>%lld tap</source>
                    <target state="translated">eins %lld</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="p %lld|==|plural.other" xml:space="preserve">
                    <source>%lld taps</source>
                    <target state="translated">andere %lld</target>
                    <note/>
                  </trans-unit>

            """)
            // Languages without a translation still get the source's devices.
            #expect(try ExportFixture.units(json, language: "fr").contains(#"id="k %lld|==|device.ipad""#))
        }

        /// Source devices, untranslated target: the source's devices are used.
        @Test func sourceDevicesWhenTargetHasNone() throws {
            let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Press" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
            try expectXLIFF(ExportFixture.units(json, language: "it"), """
                  <trans-unit id="Start|==|device.iphone" xml:space="preserve">
                    <source>Tap</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Start|==|device.other" xml:space="preserve">
                    <source>Press</source>
                    <note/>
                  </trans-unit>

            """)
        }
    }
}
