"""Each feature of `controlspec lsp` at exact positions, through pytest-lsp's client."""

import json
import os
import pathlib
import subprocess

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import CONTROLSPEC

# A toggle whose states are named `on` and `off`: the YAML key `on:` sits next to the state `on`
# on the same lines, so a rename or a reference that went by text would touch it.
TOGGLE = """\
control: Toggle
accessibilityLabel: Toggle
properties:
  count: { type: int, range: [0, 9] }
images:
  dot: { symbol: circle }
events: [tap, reset]
initial: off
states:
  off: { image: dot }
  on:
    image: dot
transitions:
  - from: off
    on: tap
    to: on
    when: "count < 9"
    set: { count: count + 1 }
  - { from: on, on: tap, to: off }
  - from: [on, off]
    on: reset
    to: off
    set: { count: 0 }
"""


def lines_of(text):
    return text.split("\n")


async def open_spec(client: LanguageClient, tmp_path: pathlib.Path, text: str, name="Toggle.control.yaml"):
    path = tmp_path / name
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri, path


def apply_edits(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 columns) to `text`, last first."""
    lines = text.split("\n")

    def offset(position):
        before = "\n".join(lines[: position.line])
        start = len(before) + (1 if position.line > 0 else 0)
        line = lines[position.line]
        # UTF-16 column to Python index.
        units = 0
        index = 0
        while index < len(line) and units < position.character:
            units += 2 if ord(line[index]) > 0xFFFF else 1
            index += 1
        return start + index

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
        lines = text.split("\n")
    return text


def lint_json(path: pathlib.Path):
    result = subprocess.run([CONTROLSPEC, "lint", "--format", "json", str(path)], capture_output=True, text=True)
    return json.loads(result.stdout)


def pos(line, character):
    return types.Position(line=line, character=character)


async def test_a_clean_spec_has_no_diagnostics(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    assert list(client.diagnostics[uri]) == []


async def test_diagnostics_are_lints_with_utf16_ranges(client: LanguageClient, tmp_path):
    # The emoji before `dott` is one scalar but two UTF-16 units: the range must count units.
    text = TOGGLE.replace('  off: { image: dot }', '  off: { accessibilityLabel: "😀", image: dott }')
    uri, path = await open_spec(client, tmp_path, text)
    diagnostics = client.diagnostics[uri]
    assert len(diagnostics) == 1
    diagnostic = diagnostics[0]
    assert diagnostic.code == "undefined-reference"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    line = lines_of(text)[9]
    column = line.index("dott")
    utf16 = len(line[:column].encode("utf-16-le")) // 2
    assert utf16 == column + 1
    assert diagnostic.range == types.Range(start=pos(9, utf16), end=pos(9, utf16 + 4))
    assert diagnostic.code_description.href == "https://example.org/Diagnostics.md#undefined-reference"
    # The same code, message, line and column (in characters) as `controlspec lint`.
    (lint,) = lint_json(path)
    assert (lint["code"], lint["message"], lint["line"], lint["column"]) == (
        diagnostic.code, diagnostic.message, 10, column + 1)


async def test_notes_become_related_information(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("  - { from: on, on: tap, to: off }", "  - { from: on, on: tap, to: off }\n  - { from: on, on: tap, to: on }")
    uri, path = await open_spec(client, tmp_path, text)
    lint = lint_json(path)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == [d["code"] for d in lint]
    with_notes = [d for d in diagnostics if d.related_information]
    assert with_notes, "an ambiguous pair names the other transition in a note"
    lint_notes = [d for d in lint if d.get("notes")]
    note = with_notes[0].related_information[0]
    assert note.message == lint_notes[0]["notes"][0]["message"]
    assert note.location.range.start.line == lint_notes[0]["notes"][0]["line"] - 1


async def test_incremental_change_updates_diagnostics(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    # `to: on` on line 15 (0-based) becomes `to: onn`.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(range=types.Range(start=pos(15, 10), end=pos(15, 10)), text="n")
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    (diagnostic,) = client.diagnostics[uri]
    assert diagnostic.message == "state 'onn' is not declared; did you mean 'on'?"
    assert diagnostic.range == types.Range(start=pos(15, 8), end=pos(15, 11))
    # A full change back to the clean text clears them.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=TOGGLE)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


async def test_quick_fix_writes_the_suggested_name(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("    on: reset", "    on: rest")
    uri, _ = await open_spec(client, tmp_path, text)
    (diagnostic,) = client.diagnostics[uri]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    (action,) = actions
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.title == "Replace 'rest' with 'reset'"
    assert apply_edits(text, action.edit.changes[uri]) == TOGGLE


async def test_quick_fix_for_an_unknown_key(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("    when: ", "    wehn: ")
    uri, _ = await open_spec(client, tmp_path, text)
    unknown = [d for d in client.diagnostics[uri] if d.code == "unknown-key"]
    (diagnostic,) = unknown
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    (action,) = actions
    assert apply_edits(text, action.edit.changes[uri]) == TOGGLE


async def test_rename_a_state_touches_every_use_and_no_on_key(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    # On the `on` of `to: on` (line 15).
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(15, 9), new_name="lit")
    )
    expected = (
        TOGGLE.replace("  on:\n    image", "  lit:\n    image")
        .replace("    to: on\n", "    to: lit\n")
        .replace("{ from: on, on: tap", "{ from: lit, on: tap")
        .replace("from: [on, off]", "from: [lit, off]")
    )
    edits = edit.changes[uri]
    assert len(edits) == 4
    assert apply_edits(TOGGLE, edits) == expected
    assert "    on: tap" in expected and "on: reset" in expected


async def test_rename_an_event_and_a_property(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    # `tap` in `events: [tap, reset]`.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(6, 10), new_name="press")
    )
    assert apply_edits(TOGGLE, edit.changes[uri]) == TOGGLE.replace("tap", "press")
    # `count` inside the guard string.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(16, 12), new_name="n")
    )
    assert apply_edits(TOGGLE, edit.changes[uri]) == TOGGLE.replace("count", "n")


async def test_definition_and_references(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    # `on` in `to: on` → the state's declaration on line 10.
    (definition,) = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(15, 8))
    )
    assert definition.range == types.Range(start=pos(10, 2), end=pos(10, 4))
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=pos(10, 3),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert sorted((r.range.start.line, r.range.start.character) for r in references) == [(15, 8), (18, 12), (19, 11)]
    # The key `on:` is no name: nothing to go to.
    assert await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(14, 5))
    ) in (None, [])


async def test_completion_by_context(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("    to: on\n", "    to: \n")
    uri, _ = await open_spec(client, tmp_path, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(15, 8))
    )
    assert sorted(item.label for item in result.items) == ["off", "on"]
    # Events at `on:`: the declared ones and the built-in touch events.
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(14, 8))
    )
    labels = [item.label for item in result.items]
    assert labels[:2] == ["tap", "reset"] and "touchDown" in labels
    # A key of a transition not yet written.
    text = TOGGLE.replace("    set: { count: count + 1 }\n", "    set: { count: count + 1 }\n    an\n")
    uri, _ = await open_spec(client, tmp_path, text, name="Keys.control.yaml")
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(18, 6))
    )
    (item,) = result.items
    assert item.label == "animation" and item.insert_text == "animation: "
    # An enumerated value: `base:`.
    text = TOGGLE.replace("accessibilityLabel: Toggle\n", "accessibilityLabel: Toggle\nbase: \n")
    uri, _ = await open_spec(client, tmp_path, text, name="Base.control.yaml")
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(2, 6))
    )
    assert sorted(item.label for item in result.items) == ["button", "control", "view"]


async def test_hover(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("  - { from: on, on: tap, to: off }", "  - { from: on, on: tap, to: off, suppress: unreachable-transition }")
    uri, _ = await open_spec(client, tmp_path, text)
    key = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(15, 5))
    )
    assert key.contents.value.startswith("**to** (required)")
    assert "one state" in key.contents.value
    name = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(15, 9))
    )
    assert name.contents.value.startswith("state **on**, declared at line 11")
    code = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(18, 46))
    )
    assert code.contents.value.startswith("**unreachable-transition** (warning)")


async def test_outline_and_folding(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    (control,) = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert control.name == "Toggle"
    assert [(s.name, s.detail) for s in control.children] == [
        ("count", "property"), ("dot", "image"), ("tap", "event"), ("reset", "event"), ("off", "state"), ("on", "state")]
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert (8, 11) in [(f.start_line, f.end_line) for f in folds]  # states:
    assert (12, 22) in [(f.start_line, f.end_line) for f in folds]  # transitions:


async def test_quick_fixes_inside_quotes_and_for_keywords(client: LanguageClient, tmp_path):
    # A quoted name: the fix replaces the name, not the quote.
    text = TOGGLE.replace("    to: on\n", '    to: "onn"\n')
    uri, _ = await open_spec(client, tmp_path, text)
    (diagnostic,) = client.diagnostics[uri]
    (action,) = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic])))
    assert apply_edits(text, action.edit.changes[uri]) == TOGGLE.replace("    to: on\n", '    to: "on"\n')
    # A keyword of an enumerated key.
    text = TOGGLE.replace("accessibilityLabel: Toggle\n", "accessibilityLabel: Toggle\nbase: buton\n")
    uri, _ = await open_spec(client, tmp_path, text, name="Keyword.control.yaml")
    (diagnostic,) = [d for d in client.diagnostics[uri] if d.code == "type-mismatch"]
    (action,) = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic])))
    assert action.title == "Replace 'buton' with 'button'"
    assert "base: button\n" in apply_edits(text, action.edit.changes[uri])


async def test_flow_mappings_complete_and_explain_keys(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    # `  - { from: on, on: tap, to: off }` (line 18): the value of `to:` completes states.
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(18, 29)))
    assert sorted(item.label for item in result.items) == ["off", "on"]
    # Hover on the key `on` of that flow mapping: the transition's `on`, not the state `on`.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(18, 17)))
    assert hover.contents.value.startswith("**on** — transition")
    # `  off: { image: dot }` (line 9): the keys a state has not written yet.
    text = TOGGLE.replace("  off: { image: dot }", "  off: { image: dot, sel }")
    uri, _ = await open_spec(client, tmp_path, text, name="Flow.control.yaml")
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(9, 24)))
    assert [item.label for item in result.items] == ["selected"]


async def code_actions(client, uri, diagnostic):
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic])))


async def test_quick_fix_adds_the_size_the_message_suggests(client: LanguageClient, tmp_path):
    # points-without-size's example (PointsWithoutSize.swift); the message suggests the size that
    # holds the slot's frame, 4 + 20 points each way.
    failing = (
        "control: BadgeButton\naccessibilityLabel: New messages\nlayout:\n  slots:\n"
        "    badge: { frame: [4, 4, 20, 20] }\nimages:\n  dot: { asset: red_dot, slot: badge }\n"
        "initial: unread\nstates:\n  unread: { image: dot }\n")
    passing = failing.replace("layout:\n  slots:", "layout:\n  size: [24, 24]\n  slots:")
    uri, path = await open_spec(client, tmp_path, failing, name="Badge.control.yaml")
    (diagnostic,) = client.diagnostics[uri]
    assert diagnostic.code == "points-without-size"
    (action,) = await code_actions(client, uri, diagnostic)
    assert "give the layout `size: [24, 24]`" in diagnostic.message
    assert action.title == "Add 'size: [24, 24]'"
    assert apply_edits(failing, action.edit.changes[uri]) == passing
    path.write_text(passing)
    assert lint_json(path) == []


async def test_quick_fix_writes_when_else_on_an_ambiguous_transition(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("  - { from: on, on: tap, to: off }", "  - { from: on, on: tap, to: off }\n  - { from: on, on: tap, to: on }")
    uri, path = await open_spec(client, tmp_path, text)
    (diagnostic,) = [d for d in client.diagnostics[uri] if d.code == "ambiguous-transition"]
    (action,) = await code_actions(client, uri, diagnostic)
    assert action.title == "Add 'when: else'"
    fixed = apply_edits(text, action.edit.changes[uri])
    assert fixed == text.replace("  - { from: on, on: tap, to: on }", "  - { when: else, from: on, on: tap, to: on }")
    path.write_text(fixed)
    assert "ambiguous-transition" not in [d["code"] for d in lint_json(path)]
    # In block style the key goes on a line of its own, indented as the mapping's first key.
    block = TOGGLE.replace("  - from: [on, off]\n    on: reset\n    to: off\n    set: { count: 0 }\n",
                           "  - from: [on, off]\n    on: reset\n    to: off\n  - from: on\n    on: reset\n    to: on\n")
    uri, path = await open_spec(client, tmp_path, block, name="Block.control.yaml")
    (diagnostic,) = [d for d in client.diagnostics[uri] if d.code == "ambiguous-transition"]
    (action,) = await code_actions(client, uri, diagnostic)
    fixed = apply_edits(block, action.edit.changes[uri])
    assert "  - when: else\n    from: on\n    on: reset\n    to: on\n" in fixed
    path.write_text(fixed)
    assert "ambiguous-transition" not in [d["code"] for d in lint_json(path)]


async def test_semantic_tokens_type_names_and_not_keys(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, TOGGLE)
    result = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    tokens, line, start = [], 0, 0
    data = result.data
    for index in range(0, len(data), 5):
        line += data[index]
        start = data[index + 1] if data[index] else start + data[index + 1]
        tokens.append((line, start, data[index + 2], data[index + 3], data[index + 4]))
    # `  - { from: on, on: tap, to: off }` (line 18): `on` the state (type 0, enumMember), `tap` an
    # event (type 1), `off` a state; the key `on` is no token.
    assert [t for t in tokens if t[0] == 18] == [(18, 12, 2, 0, 0), (18, 20, 3, 1, 0), (18, 29, 3, 0, 0)]
    # The declaration of the state `on` (line 10) carries the declaration modifier.
    assert (10, 2, 2, 0, 1) in tokens


async def test_a_built_in_event_cannot_be_renamed(client: LanguageClient, tmp_path):
    text = TOGGLE.replace("    on: reset", "    on: touchDown")
    uri, _ = await open_spec(client, tmp_path, text)
    # `touchDown` (line 20) is built in: nothing declares it, so renaming its uses would break them.
    position = pos(20, 9)
    assert await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)) is None
    with pytest.raises(Exception, match="not declared in this spec"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position, new_name="x"))
    # A declared event can: `reset` in `events:`.
    result = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(6, 16)))
    assert result is not None


async def test_completion_inside_set(client: LanguageClient, tmp_path):
    text = TOGGLE.replace(
        "  count: { type: int, range: [0, 9] }\n",
        "  count: { type: int, range: [0, 9] }\n  order: { type: enum, cases: [up, down] }\n",
    ).replace("    set: { count: 0 }\n", "    set: { count: 0, order:  }\n")
    uri, _ = await open_spec(client, tmp_path, text)
    line = lines_of(text).index("    set: { count: 0, order:  }")
    # The value of an enum property: its cases.
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(line, 27)))
    assert [item.label for item in result.items] == ["up", "down"]
    # A key of `set:`: the properties.
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(line, 11)))
    assert [item.label for item in result.items] == ["count", "order"]


async def test_number_words_are_offered_and_explained(client: LanguageClient, tmp_path):
    text = TOGGLE.replace(
        "  count: { type: int, range: [0, 9] }\n",
        "  count: { type: int, range: [0, 9] }\n  level: { type: double }\n",
    ).replace('    when: "count < 9"\n', '    when: "touch.fx < 0.5 && cl"\n').replace(
        "    set: { count: 0 }\n", "    set: { count: 0, level: \"clamp(touch.f\" }\n"
    )
    uri, _ = await open_spec(client, tmp_path, text)
    lines = lines_of(text)
    guard_line = lines.index('    when: "touch.fx < 0.5 && cl"')
    # In a guard: the functions (and coordinates) that start with what is typed.
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=pos(guard_line, len(lines[guard_line]) - 1)
        )
    )
    (clamp,) = [item for item in result.items if item.label == "clamp"]
    assert clamp.insert_text == "clamp(" and clamp.detail == "clamp(value, lower, upper)"
    # After `touch.` in a double's `set:`: the coordinates' words.
    set_line = lines.index('    set: { count: 0, level: "clamp(touch.f" }')
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=pos(set_line, len(lines[set_line]) - 3)
        )
    )
    assert sorted(item.label for item in result.items) == ["fx", "fy"]
    # Hover on `fx` of `touch.fx`, and on `clamp(`.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(guard_line, 17))
    )
    assert hover.contents.value.startswith("**touch.fx** — the finger's position")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=pos(set_line, 30))
    )
    assert hover.contents.value.startswith("**clamp(value, lower, upper)**")


# A nested chart: `playing` is a parent, named bare, in paths and as a target that enters a leaf.
MEDIA = """\
control: Media
accessibilityLabel: Play
events: [tap, resumed]
initial: [paused, playing.running]
states:
  paused: {}
  playing:
    initial: buffering
    history: shallow
    states:
      buffering: {}
      running: {}
transitions:
  - { from: paused, on: tap, to: playing }
  - { from: playing, on: tap, to: paused }
  - { from: playing.buffering, on: resumed, to: running }
"""


async def test_rename_and_definition_of_parent_states_and_paths(client: LanguageClient, tmp_path):
    uri, _ = await open_spec(client, tmp_path, MEDIA, name="Media.control.yaml")
    lines = lines_of(MEDIA)
    document = types.TextDocumentIdentifier(uri=uri)
    # `playing` in `to: playing` (a parent: the decoder enters `buffering`) renames every use.
    at_target = pos(13, lines[13].index("to: playing") + 5)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=at_target, new_name="active")
    )
    assert len(edit.changes[uri]) == 5
    assert apply_edits(MEDIA, edit.changes[uri]) == MEDIA.replace("playing", "active")
    # `buffering` as the last part of a path renames the child, the parent's `initial:` too.
    in_path = pos(15, lines[15].index("buffering") + 2)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=in_path, new_name="loading")
    )
    assert apply_edits(MEDIA, edit.changes[uri]) == MEDIA.replace("buffering", "loading")
    # Definitions: the path's first part is the parent, its last the child.
    (parent,) = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=pos(15, lines[15].index("playing") + 1))
    )
    assert parent.range == types.Range(start=pos(6, 2), end=pos(6, 9))
    (child,) = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=in_path)
    )
    assert child.range == types.Range(start=pos(10, 6), end=pos(10, 15))
    (from_initial,) = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=pos(3, lines[3].index("running") + 1))
    )
    assert from_initial.range == types.Range(start=pos(11, 6), end=pos(11, 13))


# Look values that read a property: by its name, and inside expressions (in a parent's look,
# which both children inherit).
METER = """\
control: Meter
accessibilityLabel: Meter
properties:
  level: { type: double, input: true }
images:
  bar: { symbol: circle }
events: [tap]
initial: low
states:
  low: { image: bar, values: [{ target: bar, property: opacity, value: level }] }
  high:
    image: bar
    values: [{ target: bar, property: opacity, value: "clamp(level - 1, 0, level)", from: 0.2 }]
    states: { calm: {}, busy: {} }
transitions:
  - { from: low, on: tap, to: high }
  - { from: high, on: tap, to: low }
"""


async def test_names_inside_a_look_values_expression_are_properties(client: LanguageClient, tmp_path):
    uri, path = await open_spec(client, tmp_path, METER, name="Meter.control.yaml")
    lines = lines_of(METER)
    document = types.TextDocumentIdentifier(uri=uri)
    # `level` inside the expression goes to the property's declaration.
    inside = pos(12, lines[12].index("clamp(level") + 8)
    (definition,) = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=inside)
    )
    assert definition.range == types.Range(start=pos(3, 2), end=pos(3, 7))
    # Renamed from there: the declaration, the plain value and both names in the expression, each
    # once; the renamed spec is still free of errors.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=inside, new_name="amount")
    )
    assert len(edit.changes[uri]) == 4
    renamed = apply_edits(METER, edit.changes[uri])
    assert renamed == METER.replace("level", "amount")
    path.write_text(renamed)
    assert [d for d in lint_json(path) if d["severity"] == "error"] == []
    # The function's name is no property: nothing to go to.
    assert await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=pos(12, lines[12].index("clamp") + 2))
    ) in (None, [])
