/**
 * How /admin's strip looks (./save-status-panel.ts), in /admin's page (./build-editor.ts): below
 * everything of the editor's, in a corner, one line until opened.
 */

export const SAVE_STATUS_STYLE = `
.save-status { position: fixed; left: 12px; bottom: 12px; z-index: 2147483000; max-width: min(30rem, calc(100vw - 24px));
  font: 14px/1.45 system-ui, sans-serif; color: #1e293b; background: #ffffff; border: 1px solid #cbd5e1;
  border-left: 6px solid #64748b; border-radius: 6px; box-shadow: 0 4px 16px rgb(15 23 42 / 0.18); }
.save-status[data-state='live'] { border-left-color: #15803d; }
.save-status[data-state='building'] { border-left-color: #b45309; }
.save-status[data-state='failed'] { border-left-color: #b91c1c; }
.save-status summary { cursor: pointer; padding: 6px 10px; font-weight: 600; }
.save-status details > div { max-height: 50vh; overflow: auto; padding: 0 12px 10px; }
.save-status ol, .save-status ul { margin: 0; padding-left: 1.2em; }
.save-status ol > li { margin-top: 8px; }
.save-status li[data-state='failed'] > strong { color: #b91c1c; }
.save-status li[data-state='live'] > strong { color: #15803d; }
.save-status a { color: #1d4ed8; }
.save-status p { margin: 8px 0 0; }
.save-status ul.save-things > li { margin-top: 4px; }
.save-status > a { display: block; padding: 0 10px 6px; }
.save-status > p.mailbox { margin: 0; padding: 0 10px 6px; }
.save-status > p.mailbox[data-failing='true'] { color: #b91c1c; font-weight: 600; }
.save-status button { margin-top: 8px; font: inherit; padding: 2px 10px; cursor: pointer; }
`
