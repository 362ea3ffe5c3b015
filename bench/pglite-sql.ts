/** Runs one SQL statement (JSON {text, params} on stdin) against DATA_DIR's PGlite and prints the rows as JSON. */
import { openDatabase } from '../server/db/client';

const input = JSON.parse(await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
})) as { text: string; params: unknown[] };
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data' });
try {
  process.stdout.write(JSON.stringify(await database.query(input.text, input.params)));
} finally {
  await database.close();
}
