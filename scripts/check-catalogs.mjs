#!/usr/bin/env node
/**
 * Every user-facing string goes through Lingui and every catalogue is complete:
 * extract (so a string added without extracting shows up), fail on any empty translation
 * in en, de, fr or pt (es is the source), then compile.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const lingui = join(root, 'node_modules', '.bin', 'lingui');
const TRANSLATED = ['en', 'de', 'fr', 'pt'];

function runLingui(args) {
  const result = spawnSync(lingui, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Minimal .po reader: yields { id, context, translation } for active (non-obsolete) entries. */
export function readPo(text) {
  const entries = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((line) => !line.startsWith('#'));
    let field = null;
    const values = { msgid: '', msgctxt: '', msgstr: '' };
    let seen = false;
    for (const line of lines) {
      const head = /^(msgid|msgctxt|msgstr)\s+"(.*)"$/.exec(line);
      if (head) {
        field = head[1];
        values[field] = head[2];
        seen = true;
      } else if (field && /^".*"$/.test(line)) {
        values[field] += line.slice(1, -1);
      }
    }
    if (seen && values.msgid !== '') entries.push({ id: values.msgid, context: values.msgctxt, translation: values.msgstr });
  }
  return entries;
}

runLingui(['extract', '--clean']);
const problems = [];
const sourceIds = readPo(readFileSync(join(root, 'src', 'locales', 'es', 'messages.po'), 'utf8')).length;
for (const locale of TRANSLATED) {
  const entries = readPo(readFileSync(join(root, 'src', 'locales', locale, 'messages.po'), 'utf8'));
  const empty = entries.filter((entry) => entry.translation.trim() === '');
  if (entries.length !== sourceIds) problems.push(`${locale}: ${entries.length} messages, es has ${sourceIds}`);
  for (const entry of empty.slice(0, 20)) problems.push(`${locale}: missing translation for "${entry.id}"`);
  if (empty.length > 20) problems.push(`${locale}: … and ${empty.length - 20} more missing`);
}
if (problems.length) {
  console.error(`Translation catalogues are incomplete:\n  ${problems.join('\n  ')}`);
  console.error('Run `npm run i18n:extract`, translate the empty msgstr entries, and commit the .po files.');
  process.exit(1);
}
console.log(`Catalogues complete: ${sourceIds} messages in es, en, de, fr, pt.`);
runLingui(['compile', '--typescript']);
