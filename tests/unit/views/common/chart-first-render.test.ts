// Plain chart text skips Highcharts' HTML parse: only text the parser would give back as it is (one
// text node, trimmed) takes the short way; markup, entities, CR and NUL are parsed as before. The
// browser's own parse of the same strings is checked in tests/e2e/chart-text.test.ts.
import { describe, expect, it } from 'vitest';
import HC from 'highcharts/es-modules/masters/highcharts.src.js';
import { plainTextNodes } from '../../../../src/views/common/chart-first-render';

describe('plainTextNodes', () => {
  it('gives one text node of the trimmed text for plain text', () => {
    expect(plainTextNodes('fleet_ssd_12 · 4k 100/0')).toEqual([
      { tagName: '#text', textContent: 'fleet_ssd_12 · 4k 100/0' },
    ]);
    expect(plainTextNodes('  Задержка, мс\n')).toEqual([{ tagName: '#text', textContent: 'Задержка, мс' }]);
    expect(plainTextNodes('每秒读写次数 (IOPS)')).toEqual([
      { tagName: '#text', textContent: '每秒读写次数 (IOPS)' },
    ]);
  });

  it('gives no nodes for empty or blank text', () => {
    expect(plainTextNodes('')).toEqual([]);
    expect(plainTextNodes(' \n\t ')).toEqual([]);
  });

  it('leaves markup, entities, CR and NUL to the parser', () => {
    for (const text of ['<b>QD32</b>', 'R&amp;D', 'a &lt; b', 'one\r\ntwo', 'a\0b', 'x<br>y'])
      expect(plainTextNodes(text), JSON.stringify(text)).toBeUndefined();
  });

  it("is what Highcharts' AST holds for plain text once the chart code is loaded", () => {
    const AST = (HC as unknown as { AST: new (markup: string) => { nodes: unknown[] } }).AST;
    // No DOMParser in Node: a string the short way did not take would throw here.
    expect(new AST(' IOPS ').nodes).toEqual([{ tagName: '#text', textContent: 'IOPS' }]);
    expect(() => new AST('<b>x</b>').nodes).toThrow();
  });
});
