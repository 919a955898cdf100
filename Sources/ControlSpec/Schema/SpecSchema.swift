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
            "texts": {
              "description": "Texts, by name.",
              "type": "object",
              "propertyNames": {
                "$ref": "#/definitions/name"
              },
              "additionalProperties": {
                "$ref": "#/definitions/text"
              }
            },
            "layout": {
              "$ref": "#/definitions/layout"
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
              "description": "#RRGGBB, #RRGGBBAA, a system color (systemBlue, clear, ...), a name under colors: or a color property.",
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
                    "color",
                    "image"
                  ]
                },
                "default": {
                  "description": "A literal of the property's type (an image property: a name under images:).",
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
              "description": "An image: exactly one of asset, symbol, shape or property; where and how it is drawn.",
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
                },
                "property": {
                  "description": "The name of an image property the app sets.",
                  "$ref": "#/definitions/name"
                },
                "contentMode": {
                  "description": "How pixels fit the frame.",
                  "enum": [
                    "fit",
                    "fill",
                    "stretch",
                    "center"
                  ]
                },
                "slot": {
                  "description": "The layout slot it is placed in.",
                  "$ref": "#/definitions/name"
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
                },
                {
                  "required": [
                    "property"
                  ]
                }
              ]
            },
            "text": {
              "description": "A text: a template over the control's properties ({title}, {progress:percent}) with its font.",
              "type": "object",
              "properties": {
                "text": {
                  "description": "The text; {name} is a property's value, {{ a literal brace.",
                  "type": "string"
                },
                "font": {
                  "$ref": "#/definitions/font"
                },
                "color": {
                  "$ref": "#/definitions/color"
                },
                "alignment": {
                  "enum": [
                    "natural",
                    "left",
                    "center",
                    "right"
                  ]
                },
                "lines": {
                  "description": "The most lines shown; 0 for no limit.",
                  "type": "integer",
                  "minimum": 0
                },
                "minimumScale": {
                  "description": "Shrink to fit the width, down to this fraction of the font size.",
                  "$ref": "#/definitions/unit"
                },
                "slot": {
                  "description": "The layout slot it is placed in.",
                  "$ref": "#/definitions/name"
                }
              },
              "required": [
                "text",
                "font"
              ],
              "additionalProperties": false
            },
            "font": {
              "description": "The system font (size, weight), a named font (name, size) or a Dynamic Type style.",
              "type": "object",
              "properties": {
                "name": {
                  "description": "A font name such as Arial.",
                  "type": "string"
                },
                "size": {
                  "description": "Points.",
                  "type": "number",
                  "minimum": 1,
                  "maximum": 1000
                },
                "weight": {
                  "enum": [
                    "ultraLight",
                    "thin",
                    "light",
                    "regular",
                    "medium",
                    "semibold",
                    "bold",
                    "heavy",
                    "black"
                  ]
                },
                "style": {
                  "enum": [
                    "largeTitle",
                    "title1",
                    "title2",
                    "title3",
                    "headline",
                    "subheadline",
                    "body",
                    "callout",
                    "footnote",
                    "caption1",
                    "caption2"
                  ]
                }
              },
              "additionalProperties": false,
              "anyOf": [
                {
                  "required": [
                    "size"
                  ]
                },
                {
                  "required": [
                    "style"
                  ]
                }
              ]
            },
            "layout": {
              "description": "Intrinsic size, border, background, padding and the slots images and texts go to.",
              "type": "object",
              "properties": {
                "size": {
                  "$ref": "#/definitions/size",
                  "description": "The intrinsic content size in points."
                },
                "border": {
                  "$ref": "#/definitions/border"
                },
                "background": {
                  "$ref": "#/definitions/color"
                },
                "padding": {
                  "description": "Points: one number, or [top, left, bottom, right].",
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0
                    },
                    {
                      "type": "array",
                      "items": {
                        "type": "number",
                        "minimum": 0
                      },
                      "minItems": 4,
                      "maxItems": 4
                    }
                  ]
                },
                "row": {
                  "description": "Slots left to right, centred; a text slot takes its text's width.",
                  "anyOf": [
                    {
                      "type": "null"
                    },
                    {
                      "$ref": "#/definitions/row"
                    }
                  ]
                },
                "slots": {
                  "description": "Slots, by name, in order.",
                  "type": "object",
                  "propertyNames": {
                    "$ref": "#/definitions/name"
                  },
                  "additionalProperties": {
                    "$ref": "#/definitions/slot"
                  }
                }
              },
              "additionalProperties": false
            },
            "border": {
              "type": "object",
              "properties": {
                "width": {
                  "description": "Points.",
                  "type": "number",
                  "minimum": 0
                },
                "color": {
                  "$ref": "#/definitions/color"
                },
                "cornerRadius": {
                  "description": "Points.",
                  "type": "number",
                  "minimum": 0
                }
              },
              "required": [
                "width",
                "color"
              ],
              "additionalProperties": false
            },
            "row": {
              "type": "object",
              "properties": {
                "spacing": {
                  "description": "Points between slots.",
                  "type": "number",
                  "minimum": 0
                }
              },
              "additionalProperties": false
            },
            "slot": {
              "description": "A place for an image or text: a frame (overlay layouts) or a size (rows).",
              "type": "object",
              "properties": {
                "frame": {
                  "description": "[x, y, width, height] in the content rectangle.",
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/length"
                  },
                  "minItems": 4,
                  "maxItems": 4
                },
                "size": {
                  "$ref": "#/definitions/size"
                }
              },
              "additionalProperties": false
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
                  "description": "Stroke width: a number is a fraction 0...1 of the control's width; 1pt is points.",
                  "anyOf": [
                    {
                      "$ref": "#/definitions/unit"
                    },
                    {
                      "$ref": "#/definitions/length"
                    }
                  ]
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
                  "description": "Stroke width: a number is a fraction 0...1 of the control's width; 1pt is points.",
                  "anyOf": [
                    {
                      "$ref": "#/definitions/unit"
                    },
                    {
                      "$ref": "#/definitions/length"
                    }
                  ]
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
                  "description": "Stroke width: a number is a fraction 0...1 of the control's width; 1pt is points.",
                  "anyOf": [
                    {
                      "$ref": "#/definitions/unit"
                    },
                    {
                      "$ref": "#/definitions/length"
                    }
                  ]
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
                "text": {
                  "description": "A text name or a list of them.",
                  "$ref": "#/definitions/names"
                },
                "values": {
                  "description": "Animatable values set from numbers or double properties.",
                  "type": "array",
                  "items": {
                    "$ref": "#/definitions/lookValue"
                  }
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
            "lookValue": {
              "description": "Sets an animatable property of control or an image: a number, or a double property mapped from..to.",
              "type": "object",
              "properties": {
                "target": {
                  "description": "control or an image name.",
                  "$ref": "#/definitions/name"
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
                "value": {
                  "anyOf": [
                    {
                      "type": "number"
                    },
                    {
                      "$ref": "#/definitions/name"
                    }
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
                "value"
              ],
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
                  "description": "Seconds, > 0.",
                  "type": "number",
                  "exclusiveMinimum": 0
                },
                "delay": {
                  "description": "Seconds, >= 0.",
                  "type": "number",
                  "minimum": 0
                },
                "curve": {
                  "enum": [
                    "linear",
                    "easeIn",
                    "easeOut",
                    "easeInOut"
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
                "duration",
                "tracks"
              ],
              "additionalProperties": false,
              "not": {
                "required": [
                  "curve",
                  "spring"
                ]
              }
            },
            "spring": {
              "type": "object",
              "properties": {
                "damping": {
                  "description": "More than 0, at most 1; lower bounces more.",
                  "type": "number",
                  "exclusiveMinimum": 0,
                  "maximum": 1
                },
                "velocity": {
                  "type": "number"
                }
              },
              "required": [
                "damping"
              ],
              "additionalProperties": false
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
            },
            "length": {
              "description": "Points (24), or a sum of terms with units: 24pt, 0.5w, h, w - h - 24 (w and h: the size it is placed in).",
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "type": "string",
                  "pattern": "^ *-? *([0-9.]+(pt|w|h)?|w|h)( *[-+] *([0-9.]+(pt|w|h)?|w|h))* *$"
                }
              ]
            },
            "size": {
              "description": "[width, height] in points.",
              "type": "array",
              "items": {
                "type": "number",
                "minimum": 0
              },
              "minItems": 2,
              "maxItems": 2
            }
          }
        }

        """#
}
