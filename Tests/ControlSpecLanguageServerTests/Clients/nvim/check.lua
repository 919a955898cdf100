-- Neovim's built-in LSP client against `controlspec lsp`, headless (Neovim 0.7 and later):
-- diagnostics on open, then go to definition. Prints "ok" and quits 0, or prints what differs and
-- quits 1. CONTROLSPEC is the binary and SPEC the spec (EditorClientTests writes both); LINE and
-- COLUMN are where its one diagnostic, the undeclared state `onn`, must be; DEFINITION_FROM and
-- DEFINITION_TO the `line:column` of a use of a state and of its declaration. All 0-based.
local function fail(message)
  io.stdout:write('FAIL: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local spec = os.getenv('SPEC')
local client_id = vim.lsp.start_client({
  name = 'controlspec',
  cmd = { os.getenv('CONTROLSPEC'), 'lsp' },
  root_dir = vim.fn.fnamemodify(spec, ':h'),
})
if not client_id then fail('the server did not start') end
vim.cmd('edit ' .. vim.fn.fnameescape(spec))
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)

local found = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
if not found then fail('no diagnostics within 10 s') end
local diagnostic = vim.diagnostic.get(buffer)[1]
local expected = "state 'onn' is not declared; did you mean 'on'?"
if diagnostic.message ~= expected then fail('message: ' .. diagnostic.message) end
if diagnostic.lnum ~= tonumber(os.getenv('LINE')) or diagnostic.col ~= tonumber(os.getenv('COLUMN')) then
  fail(('position: %d:%d'):format(diagnostic.lnum, diagnostic.col))
end
if diagnostic.code ~= 'undefined-reference' and (diagnostic.user_data or {}).lsp.code ~= 'undefined-reference' then
  fail('code')
end

-- Go to definition from the use to the declaration.
local from_line, from_column = os.getenv('DEFINITION_FROM'):match('(%d+):(%d+)')
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  position = { line = tonumber(from_line), character = tonumber(from_column) },
}
local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/definition', params, 10000)
local response = responses and responses[client_id]
if not response or not response.result or #response.result ~= 1 then fail('no definition') end
local start = response.result[1].range.start
local to_line, to_column = os.getenv('DEFINITION_TO'):match('(%d+):(%d+)')
if start.line ~= tonumber(to_line) or start.character ~= tonumber(to_column) then
  fail(('definition at %d:%d'):format(start.line, start.character))
end

vim.lsp.stop_client(client_id)
io.stdout:write('ok\n')
vim.cmd('qall!')
