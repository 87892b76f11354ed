/** Joins the truthy class names, so variants read as data (`cx('btn', busy && 'btn--busy')`). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
