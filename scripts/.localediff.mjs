import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
const FORMS = new Set(['none', 'zero', 'one', 'two', 'few', 'many', 'other']);
const isPlural = (v) => v && typeof v === 'object' && Object.keys(v).every((k) => FORMS.has(k)) && 'other' in v;
function flat(obj, pre = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = pre ? `${pre}.${k}` : k;
    if (isPlural(v)) out[key] = v;
    else if (v && typeof v === 'object') flat(v, key, out);
    else out[key] = String(v);
  }
  return out;
}
const ph = (s) => [...new Set([...String(s).matchAll(/\{(\w+)\}|\$(\d)/g)].map((m) => m[0]))].sort().join(',');
const en = flat(parse(readFileSync('locales/en.yml', 'utf8')));
for (const lang of process.argv.slice(2)) {
  const l = flat(parse(readFileSync(`locales/${lang}.yml`, 'utf8')));
  const missing = Object.keys(en).filter((k) => !(k in l));
  const extra = Object.keys(l).filter((k) => !(k in en));
  console.log(`## ${lang}\nmissing: ${missing.length}`);
  for (const k of missing) console.log(`  ${k}: ${JSON.stringify(en[k])}`);
  console.log(`extra: ${extra.join(' ')}`);
  for (const k of Object.keys(en)) {
    if (!(k in l)) continue;
    const a = typeof en[k] === 'object' ? en[k].other : en[k];
    const b = typeof l[k] === 'object' ? l[k].other : l[k];
    if (typeof en[k] !== typeof l[k]) console.log(`  KIND ${k}: en ${typeof en[k]} / ${lang} ${typeof l[k]}`);
    else if (ph(a) !== ph(b)) console.log(`  PH ${k}: en ${ph(a)} / ${lang} ${ph(b)}  :: ${JSON.stringify(b)}`);
  }
}
