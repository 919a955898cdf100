// Starts `controlspec lsp` for *.control.yaml files (the YAML extension may stay installed: it
// serves the JSON Schema; this serves the compiler).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate() {
  const command = vscode.workspace.getConfiguration("controlspec").get("path") || "controlspec";
  client = new LanguageClient(
    "controlspec",
    "ControlSpec",
    { command, args: ["lsp"] },
    { documentSelector: [{ scheme: "file", pattern: "**/*.control.{yaml,yml}" }] }
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
