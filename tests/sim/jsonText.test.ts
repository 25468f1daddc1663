import { describe, expect, it } from 'vitest';
import { readJson, lineColumn } from '../../src/scenario/jsonText';
import { parseScenarioText } from '../../src/rulesets/chain-reaction/scenario/validate';
import { errorLine } from '../../src/scenario/issues';

const fault = (text: string) => {
  const r = readJson(text);
  return r.ok ? 'ok' : r.error;
};

describe('broken JSON is reported with line and column', () => {
  it.each([
    ['{\n  "a": 1,\n}', 'not valid JSON at line 3, column 1: a comma before "}" (trailing comma)'],
    ['[1, 2,]', 'not valid JSON at line 1, column 7: a comma before "]" (trailing comma)'],
    ['{"a" 1}', 'not valid JSON at line 1, column 6: expected ":" after the property name, found "1"'],
    ['{"a": [1, 2', 'not valid JSON at line 1, column 12: expected "," or "]", found the end of the file'],
    ['{"a": tru}', 'not valid JSON at line 1, column 7: expected a value, found "t"'],
    ['{"a": 1} x', 'not valid JSON at line 1, column 10: unexpected "x" after the end of the JSON value'],
    ["{'a': 1}", 'not valid JSON at line 1, column 2: expected a property name in double quotes, found "\'"'],
    ['{"a": "x\ny"}', 'not valid JSON at line 1, column 9: a string holds a line break or control character'],
    ['{"a": "x', 'not valid JSON at line 1, column 9: a string is never closed (missing ")'],
    ['{"a": -}', 'not valid JSON at line 1, column 7: a number is malformed'],
    ['{"a": "\\q"}', 'not valid JSON at line 1, column 8: a string holds a bad escape (\\)'],
    ['{"a" :1 "b": 2}', 'not valid JSON at line 1, column 9: expected "," or "}", found "\\""'],
    ['', 'the file is empty (expected a JSON object)'],
    ['  \n', 'the file is empty (expected a JSON object)'],
  ])('%j', (text, message) => {
    expect(fault(text)).toBe(message);
  });

  it('reads good JSON, with or without a byte-order mark', () => {
    expect(readJson('\uFEFF{"a": [1, true, null, "\\u00e9", -1.5e3]}')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'é', -1500] },
    });
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('a broken file gets a one-line error naming the file', () => {
    const r = parseScenarioText('{\n  "version": 1\n  "sides": []\n}');
    expect(r.ok ? 'ok' : errorLine(r.error, 'x.json')).toBe(
      'error: x.json: not valid JSON at line 3, column 3: expected "," or "}", found "\\""',
    );
  });
});
