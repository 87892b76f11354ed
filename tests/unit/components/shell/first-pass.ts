import { render } from 'preact';

/** What a render draws in its first, synchronous pass: the frame it would put on screen. */
export function firstPass(view: preact.ComponentChild): string {
  const container = document.createElement('div');
  render(view, container);
  const html = container.innerHTML;
  render(null, container);
  return html;
}
