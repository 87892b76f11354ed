/** Every activity entry's height in the fake layout. */
export const ROW = 60;

/**
 * happy-dom lays nothing out (every size is 0), so a virtualized list would not know how much
 * fits. This gives the Activity view's scrolling region a `viewport` tall client area and every
 * measured row `ROW` px; other elements keep happy-dom's sizes. Returns the undo.
 */
export function fakeListLayout({ viewport }: { viewport: number }): () => void {
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
  fake('clientHeight', (element) => (element.classList.contains('activity-scroll') ? viewport : undefined));
  fake('offsetHeight', (element) => (element.classList.contains('activity-list__row') ? ROW : undefined));
  return () => {
    for (const step of undo.reverse()) step();
  };
}
