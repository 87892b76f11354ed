import { Component, type ComponentType, h } from 'preact';

/**
 * `Inner`, drawn again only when one of its props changed (compared with Object.is): a virtualized
 * list renders on every scroll step, and most of its rows are the same as a frame ago. Written
 * here rather than taken from preact/compat, whose import changes how every element renders.
 */
export function pure<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  return class Pure extends Component<P> {
    static displayName = `Pure(${Inner.displayName ?? Inner.name})`;
    shouldComponentUpdate(next: P): boolean {
      const now = this.props as Record<string, unknown>;
      const then = next as Record<string, unknown>;
      const keys = Object.keys(now);
      if (keys.length !== Object.keys(then).length) return true;
      return keys.some((key) => !Object.is(now[key], then[key]));
    }
    render() {
      return h(Inner, this.props);
    }
  };
}
