/// The JSON Schema (draft-07) of the spec format, for editors (`controlspec schema`).
///
/// `Docs/controlspec.schema.json` holds the same text; a test keeps the two and the decoder's
/// key tables (`SpecKeys`) in step.
public enum SpecSchema {
    /// The schema as JSON text.
    public static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "title": "ControlSpec control specification, version 1",
          "description": "One UI control: its states, events, transitions, images and animations.",
          "type": "object",
          "properties": {
            "control": {
              "description": "The UpperCamelCase Swift type name.",
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9]*$"
            },
            "summary": {
              "description": "Doc comment for the generated code.",
              "type": "string"
            },
            "base": {
              "description": "The UIKit superclass of the adapter.",
              "enum": [
                "control",
                "button",
                "view"
              ]
            },
            "properties": {
              "description": "Typed values of the control.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/property"
              }
            },
            "colors": {
              "description": "Named colors.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/color"
              }
            },
            "images": {
              "description": "Images, by name.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/image"
              }
            },
            "events": {
              "description": "Built-in touch events and custom events.",
              "type": "array",
              "items": {
                "$ref": "#/definitions/name"
              }
            },
            "outputs": {
              "description": "Custom output events for emit:.",
              "type": "array",
              "items": {
                "$ref": "#/definitions/name"
              }
            },
            "initial": {
              "description": "A state or a list of states the control may start in or be restored to.",
              "allOf": [
                {
                  "$ref": "#/definitions/names"
                }
              ]
            },
            "states": {
              "description": "The states, by name.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/state"
              }
            },
            "transitions": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/transition"
              }
            },
            "animations": {
              "description": "Animations, by name.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/animation"
              }
            },
            "group": {
              "$ref": "#/definitions/group"
            },
            "regions": {
              "description": "Orthogonal regions, instead of top-level initial/states/transitions.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/region"
              }
            },
            "suppress": {
              "$ref": "#/definitions/suppress"
            }
          },
          "required": [
            "control"
          ],
          "additionalProperties": false,
          "if": {
            "required": [
              "regions"
            ]
          },
          "then": {
            "not": {
              "anyOf": [
                {
                  "required": [
                    "initial"
                  ]
                },
                {
                  "required": [
                    "states"
                  ]
                },
                {
                  "required": [
                    "transitions"
                  ]
                }
              ]
            }
          },
          "else": {
            "required": [
              "initial",
              "states"
            ]
          },
          "definitions": {
            "name": {
              "description": "A lowerCamelCase Swift identifier (keywords such as 'default' are allowed).",
              "type": "string",
              "pattern": "^[a-z][A-Za-z0-9]*$"
            },
            "names": {
              "description": "One name or a list of names.",
              "anyOf": [
                {
                  "$ref": "#/definitions/name"
                },
                {
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/name"
                  },
                  "minItems": 1
                }
              ]
            },
            "unit": {
              "description": "A fraction from 0 to 1.",
              "type": "number",
              "minimum": 0,
              "maximum": 1
            },
            "point": {
              "description": "[x, y] in unit coordinates (0...1 of the control's bounds).",
              "type": "array",
              "items": {
                "$ref": "#/definitions/unit"
              },
              "minItems": 2,
              "maxItems": 2
            },
            "color": {
              "description": "#RRGGBB, #RRGGBBAA, a system color (systemBlue, clear, ...) or a name under colors:.",
              "type": "string",
              "pattern": "^(#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[a-z][A-Za-z0-9]*)$"
            },
            "suppress": {
              "description": "Warning codes silenced here.",
              "anyOf": [
                {
                  "enum": [
                    "unreachable-state",
                    "unreachable-transition",
                    "dead-end-state",
                    "no-way-back",
                    "unused-declaration",
                    "animation-conflict",
                    "exploration-budget"
                  ]
                },
                {
                  "type": "array",
                  "items": {
                    "enum": [
                      "unreachable-state",
                      "unreachable-transition",
                      "dead-end-state",
                      "no-way-back",
                      "unused-declaration",
                      "animation-conflict",
                      "exploration-budget"
                    ]
                  }
                }
              ]
            },
            "property": {
              "description": "A typed value of the control.",
              "type": "object",
              "properties": {
                "type": {
                  "enum": [
                    "bool",
                    "int",
                    "enum",
                    "string",
                    "double",
                    "color"
                  ]
                },
                "default": {
                  "description": "A literal of the property's type.",
                  "type": [
                    "boolean",
                    "integer",
                    "number",
                    "string"
                  ]
                },
                "range": {
                  "description": "[min, max] of an int property.",
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "minItems": 2,
                  "maxItems": 2
                },
                "cases": {
                  "description": "The cases of an enum property.",
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/name"
                  },
                  "minItems": 1
                },
                "input": {
                  "description": "The app may set the value at any moment.",
                  "type": "boolean"
                }
              },
              "required": [
                "type"
              ],
              "additionalProperties": false,
              "allOf": [
                {
                  "if": {
                    "properties": {
                      "type": {
                        "const": "enum"
                      }
                    }
                  },
                  "then": {
                    "required": [
                      "cases"
                    ]
                  }
                }
              ]
            },
            "image": {
              "description": "An image: exactly one of asset, symbol or shape.",
              "type": "object",
              "properties": {
                "asset": {
                  "description": "An asset-catalog image name.",
                  "type": "string"
                },
                "symbol": {
                  "description": "An SF Symbol name.",
                  "type": "string"
                },
                "shape": {
                  "description": "Vector primitives drawn in order.",
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/shape"
                  },
                  "minItems": 1
                }
              },
              "additionalProperties": false,
              "oneOf": [
                {
                  "required": [
                    "asset"
                  ]
                },
                {
                  "required": [
                    "symbol"
                  ]
                },
                {
                  "required": [
                    "shape"
                  ]
                }
              ]
            },
            "shape": {
              "description": "One primitive: exactly one of circle, rect or path.",
              "type": "object",
              "properties": {
                "circle": {
                  "$ref": "#/definitions/circle"
                },
                "rect": {
                  "$ref": "#/definitions/rect"
                },
                "path": {
                  "$ref": "#/definitions/path"
                }
              },
              "additionalProperties": false,
              "minProperties": 1,
              "maxProperties": 1
            },
            "circle": {
              "type": "object",
              "properties": {
                "center": {
                  "$ref": "#/definitions/point"
                },
                "radius": {
                  "$ref": "#/definitions/unit"
                },
                "fill": {
                  "$ref": "#/definitions/color"
                },
                "stroke": {
                  "$ref": "#/definitions/color"
                },
                "width": {
                  "$ref": "#/definitions/unit",
                  "description": "Stroke width, a fraction of the control's width."
                },
                "cap": {
                  "enum": [
                    "butt",
                    "round",
                    "square"
                  ]
                },
                "join": {
                  "enum": [
                    "miter",
                    "round",
                    "bevel"
                  ]
                }
              },
              "required": [
                "center",
                "radius"
              ],
              "additionalProperties": false
            },
            "rect": {
              "type": "object",
              "properties": {
                "origin": {
                  "$ref": "#/definitions/point"
                },
                "size": {
                  "$ref": "#/definitions/point"
                },
                "cornerRadius": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 0.5
                },
                "fill": {
                  "$ref": "#/definitions/color"
                },
                "stroke": {
                  "$ref": "#/definitions/color"
                },
                "width": {
                  "$ref": "#/definitions/unit",
                  "description": "Stroke width, a fraction of the control's width."
                },
                "cap": {
                  "enum": [
                    "butt",
                    "round",
                    "square"
                  ]
                },
                "join": {
                  "enum": [
                    "miter",
                    "round",
                    "bevel"
                  ]
                }
              },
              "required": [
                "origin",
                "size"
              ],
              "additionalProperties": false
            },
            "path": {
              "type": "object",
              "properties": {
                "points": {
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/point"
                  },
                  "minItems": 2
                },
                "closed": {
                  "type": "boolean"
                },
                "fill": {
                  "$ref": "#/definitions/color"
                },
                "stroke": {
                  "$ref": "#/definitions/color"
                },
                "width": {
                  "$ref": "#/definitions/unit",
                  "description": "Stroke width, a fraction of the control's width."
                },
                "cap": {
                  "enum": [
                    "butt",
                    "round",
                    "square"
                  ]
                },
                "join": {
                  "enum": [
                    "miter",
                    "round",
                    "bevel"
                  ]
                }
              },
              "required": [
                "points"
              ],
              "additionalProperties": false
            },
            "state": {
              "description": "A state and what the control shows in it.",
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "image": {
                  "$ref": "#/definitions/names"
                },
                "alpha": {
                  "$ref": "#/definitions/unit"
                },
                "tint": {
                  "$ref": "#/definitions/color"
                },
                "selected": {
                  "type": "boolean"
                },
                "highlighted": {
                  "type": "boolean"
                },
                "enabled": {
                  "type": "boolean"
                },
                "accessibilityLabel": {
                  "type": "string"
                },
                "accessibilityValue": {
                  "type": "string"
                },
                "suppress": {
                  "$ref": "#/definitions/suppress"
                }
              },
              "additionalProperties": false
            },
            "transition": {
              "type": "object",
              "properties": {
                "from": {
                  "description": "A state, a list of states, or \"*\" (every state).",
                  "anyOf": [
                    {
                      "const": "*"
                    },
                    {
                      "$ref": "#/definitions/names"
                    }
                  ]
                },
                "on": {
                  "description": "An event or a list of events.",
                  "allOf": [
                    {
                      "$ref": "#/definitions/names"
                    }
                  ]
                },
                "to": {
                  "$ref": "#/definitions/name"
                },
                "when": {
                  "description": "A guard such as \"count > 0 && !locked\", or else.",
                  "type": [
                    "string",
                    "boolean"
                  ]
                },
                "set": {
                  "description": "prop: a literal, \"!prop\", prop + n or prop - n.",
                  "type": "object",
                  "propertyNames": {
                    "$ref": "#/definitions/name"
                  },
                  "additionalProperties": {
                    "type": [
                      "boolean",
                      "integer",
                      "string"
                    ]
                  }
                },
                "emit": {
                  "description": "valueChanged, primaryActionTriggered or names under outputs:.",
                  "allOf": [
                    {
                      "$ref": "#/definitions/names"
                    }
                  ]
                },
                "animation": {
                  "$ref": "#/definitions/name"
                },
                "suppress": {
                  "$ref": "#/definitions/suppress"
                }
              },
              "required": [
                "from",
                "on",
                "to"
              ],
              "additionalProperties": false
            },
            "animation": {
              "type": "object",
              "properties": {
                "duration": {
                  "description": "Seconds, > 0; required with a curve, optional with a spring (its settling time).",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "delay": {
                  "description": "Seconds, >= 0.",
                  "type": "number",
                  "minimum": 0
                },
                "curve": {
                  "description": "A named curve or { cubicBezier: [x1, y1, x2, y2] }.",
                  "oneOf": [
                    {
                      "enum": [
                        "linear",
                        "easeIn",
                        "easeOut",
                        "easeInOut",
                        "default"
                      ]
                    },
                    {
                      "$ref": "#/definitions/curve"
                    }
                  ]
                },
                "spring": {
                  "$ref": "#/definitions/spring"
                },
                "tracks": {
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/track"
                  },
                  "minItems": 1
                }
              },
              "required": [
                "tracks"
              ],
              "additionalProperties": false,
              "not": {
                "required": [
                  "curve",
                  "spring"
                ]
              },
              "if": {
                "not": {
                  "required": [
                    "spring"
                  ]
                }
              },
              "then": {
                "required": [
                  "duration"
                ]
              }
            },
            "curve": {
              "type": "object",
              "properties": {
                "cubicBezier": {
                  "description": "The control points [x1, y1, x2, y2]; x1 and x2 in 0...1.",
                  "type": "array",
                  "items": [
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    {
                      "type": "number"
                    },
                    {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    {
                      "type": "number"
                    }
                  ],
                  "minItems": 4,
                  "maxItems": 4
                }
              },
              "required": [
                "cubicBezier"
              ],
              "additionalProperties": false
            },
            "spring": {
              "description": "One form: { stiffness, damping, mass }, { response, dampingRatio } or POP's { bounciness, speed }; each with velocity in the property's units per second.",
              "type": "object",
              "properties": {
                "stiffness": {
                  "description": "The spring constant (POP's tension), > 0.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "damping": {
                  "description": "The damping coefficient (POP's friction), > 0; needs stiffness.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "mass": {
                  "description": "> 0, default 1.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "response": {
                  "description": "Seconds per undamped oscillation, > 0.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "dampingRatio": {
                  "description": "Fraction of critical damping, > 0; 1 does not overshoot.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "bounciness": {
                  "description": "POP's springBounciness, 0...34, default 4.",
                  "type": "number",
                  "minimum": 0,
                  "maximum": 34
                },
                "speed": {
                  "description": "POP's springSpeed, 0...34, default 12.",
                  "type": "number",
                  "minimum": 0,
                  "maximum": 34
                },
                "velocity": {
                  "description": "Initial velocity in the property's units per second.",
                  "type": "number"
                }
              },
              "additionalProperties": false,
              "oneOf": [
                {
                  "required": [
                    "stiffness",
                    "damping"
                  ],
                  "not": {
                    "anyOf": [
                      {
                        "required": [
                          "response"
                        ]
                      },
                      {
                        "required": [
                          "dampingRatio"
                        ]
                      },
                      {
                        "required": [
                          "bounciness"
                        ]
                      },
                      {
                        "required": [
                          "speed"
                        ]
                      }
                    ]
                  }
                },
                {
                  "required": [
                    "response",
                    "dampingRatio"
                  ],
                  "not": {
                    "anyOf": [
                      {
                        "required": [
                          "stiffness"
                        ]
                      },
                      {
                        "required": [
                          "damping"
                        ]
                      },
                      {
                        "required": [
                          "mass"
                        ]
                      },
                      {
                        "required": [
                          "bounciness"
                        ]
                      },
                      {
                        "required": [
                          "speed"
                        ]
                      }
                    ]
                  }
                },
                {
                  "anyOf": [
                    {
                      "required": [
                        "bounciness"
                      ]
                    },
                    {
                      "required": [
                        "speed"
                      ]
                    }
                  ],
                  "not": {
                    "anyOf": [
                      {
                        "required": [
                          "stiffness"
                        ]
                      },
                      {
                        "required": [
                          "damping"
                        ]
                      },
                      {
                        "required": [
                          "mass"
                        ]
                      },
                      {
                        "required": [
                          "response"
                        ]
                      },
                      {
                        "required": [
                          "dampingRatio"
                        ]
                      }
                    ]
                  }
                }
              ]
            },
            "track": {
              "type": "object",
              "properties": {
                "target": {
                  "description": "incoming, outgoing, control or an image name.",
                  "allOf": [
                    {
                      "$ref": "#/definitions/name"
                    }
                  ]
                },
                "property": {
                  "enum": [
                    "opacity",
                    "scale",
                    "scaleX",
                    "scaleY",
                    "rotation",
                    "translationX",
                    "translationY",
                    "strokeStart",
                    "strokeEnd"
                  ]
                },
                "from": {
                  "type": "number"
                },
                "to": {
                  "type": "number"
                }
              },
              "required": [
                "target",
                "property",
                "to"
              ],
              "additionalProperties": false
            },
            "region": {
              "description": "An independent part of the behaviour.",
              "type": "object",
              "properties": {
                "initial": {
                  "description": "A state or a list of states the control may start in or be restored to.",
                  "allOf": [
                    {
                      "$ref": "#/definitions/names"
                    }
                  ]
                },
                "states": {
                  "description": "The states, by name.",
                  "type": "object",
                  "propertyNames": {
                    "$ref": "#/definitions/name"
                  },
                  "additionalProperties": {
                    "$ref": "#/definitions/state"
                  }
                },
                "transitions": {
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/transition"
                  }
                }
              },
              "required": [
                "initial",
                "states"
              ],
              "additionalProperties": false
            },
            "group": {
              "description": "Instances can be joined into an exclusive group.",
              "type": "object",
              "properties": {
                "idle": {
                  "$ref": "#/definitions/names"
                },
                "release": {
                  "$ref": "#/definitions/name"
                },
                "region": {
                  "$ref": "#/definitions/name"
                }
              },
              "required": [
                "idle",
                "release"
              ],
              "additionalProperties": false
            }
          }
        }

        """#
}
