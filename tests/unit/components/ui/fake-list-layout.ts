/**
 * happy-dom lays nothing out (every size is 0), so a virtualized list would not know how much
 * fits. This gives the list's scrolling element (class `scroller`) a `viewport` tall client area
 * and, with `row`, every measured row of that class a fixed height; other elements keep
 * happy-dom's sizes. `viewport` may be a function, read at each measurement. Returns the undo.
 */
export function fakeListLayout({
  scroller,
  viewport,
  row,
}: {
  scroller: string;
  viewport: number | (() => number);
  row?: { className: string; height: number };
}): () => void {
  const proto = HTMLElement.prototype;
  const undo: (() => void)[] = [];
  const fake = (
    name: 'clientHeight' | 'offsetHeight',
    size: (element: HTMLElement) => number | undefined,
  ) => {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    let inherited: PropertyDescriptor | undefined;
    for (let p: object | null = proto; p && !inherited; p = Object.getPrototypeOf(p))
      inherited = Object.getOwnPropertyDescriptor(p, name);
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this) ?? (inherited?.get?.call(this) as number | undefined) ?? 0;
      },
    });
    undo.push(() => (own ? Object.defineProperty(proto, name, own) : delete (proto as never)[name]));
  };
  const height = typeof viewport === 'function' ? viewport : () => viewport;
  fake('clientHeight', (element) => (element.classList.contains(scroller) ? height() : undefined));
  if (row)
    fake('offsetHeight', (element) => (element.classList.contains(row.className) ? row.height : undefined));
  return () => {
    for (const step of undo.reverse()) step();
  };
}
