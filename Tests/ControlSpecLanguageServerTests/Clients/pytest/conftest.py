"""pytest-lsp drives `controlspec lsp` over stdio, as an editor does.

CONTROLSPEC names the binary (EditorClientTests sets it to the one just built)."""

import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

CONTROLSPEC = os.environ.get("CONTROLSPEC", "controlspec")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[CONTROLSPEC, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=tmp_path.as_uri(),
            initialization_options={"diagnosticsDocumentation": "https://example.org/Diagnostics.md"},
        )
    )
    yield
    await lsp_client.shutdown_session()
