/**
 * Reads a line typed at a terminal without showing it, for passwords. The terminal is put in
 * raw mode so nothing echoes; Enter ends the line, Backspace takes back a character, Ctrl-C or
 * Ctrl-D cancel. Streams stand in for the terminal in tests.
 */
import type { Readable, Writable } from 'node:stream';

export type PromptInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelledError';
  }
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CANCEL = new Set(['\u0003', '\u0004']);

export function readHiddenLine(
  input: PromptInput,
  output: Writable,
  question: string,
): Promise<string> {
  output.write(question);
  const raw = input.isTTY === true && typeof input.setRawMode === 'function';
  if (raw) input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error: Error | null) => {
      input.off('data', onData);
      input.off('end', onEnd);
      if (raw) input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      const characters = [...chunk];
      for (const [index, character] of characters.entries()) {
        if (ENTER.has(character)) {
          finish(null);
          // Pasted text arrives in one chunk: what follows the line is the next prompt's, put
          // back once this prompt stopped listening (a flowing stream would hand it back here).
          const rest = characters.slice(index + 1).join('');
          if (rest) input.unshift(rest, 'utf8');
          return;
        }
        if (CANCEL.has(character)) return finish(new PromptCancelledError());
        if (BACKSPACE.has(character)) line = line.slice(0, -1);
        else line += character;
      }
    };
    const onEnd = () => finish(new PromptCancelledError());
    input.on('data', onData);
    input.on('end', onEnd);
  });
}
