import { useId, useState } from 'preact/hooks';
import { themeRouteHash } from '@/components/reviews/inbox/inbox-route';
import { themeName } from '@/components/reviews/theme-name';
import { routeHash } from '@/components/shell/side-panel-route';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { Period } from '@/lib/reputation/period';
import { themeFilter } from '@/lib/reputation/theme-counts';
import type { MentionedTheme } from '@/lib/reputation/theme-quotes';
import type { OpinionTone } from '@/lib/themes/theme-ids';
import { changeOf } from './format-figures';

/** Themes shown per side before "Show n more". */
const SHOWN = 5;

/**
 * "What customers mention": the period's themes, complaints beside praise, each with its count,
 * its change on the period before and the newest things customers wrote about it. A theme opens
 * the inbox filtered to the reviews that raise it with that tone in the period's days; a quote
 * opens its review.
 */
export function MentionedThemes({ themes, period }: { themes: readonly MentionedTheme[]; period: Period }) {
  if (themes.length === 0) return <p class="reputation-note">{i18n.t('reputation.themes.none')}</p>;
  return (
    <div class="mentioned-themes">
      {(['complaint', 'praise'] as const).map((tone) => (
        <ThemeSide
          key={tone}
          tone={tone}
          themes={themes.filter((theme) => theme.tone === tone)}
          period={period}
        />
      ))}
    </div>
  );
}

const SIDE = {
  complaint: { heading: 'reputation.themes.complaints', none: 'reputation.themes.noComplaints' },
  praise: { heading: 'reputation.themes.praise', none: 'reputation.themes.noPraise' },
} as const;

function ThemeSide({
  tone,
  themes,
  period,
}: {
  tone: OpinionTone;
  themes: MentionedTheme[];
  period: Period;
}) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? themes : themes.slice(0, SHOWN);
  return (
    <section class="mentioned-themes__side" data-tone={tone} aria-labelledby={id}>
      <h4 id={id}>{i18n.t(SIDE[tone].heading)}</h4>
      {themes.length === 0 ? (
        <p class="reputation-note">{i18n.t(SIDE[tone].none)}</p>
      ) : (
        <ul class="mentioned-themes__list">
          {shown.map((theme) => (
            <ThemeItem key={theme.theme} theme={theme} period={period} />
          ))}
        </ul>
      )}
      {themes.length > SHOWN && (
        <Button size="sm" variant="ghost" aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? i18n.t('reputation.themes.fewer')
            : i18n.t('reputation.themes.more', { count: formatNumber(themes.length - SHOWN) })}
        </Button>
      )}
    </section>
  );
}

function ThemeItem({ theme, period }: { theme: MentionedTheme; period: Period }) {
  // More complaints is worse, more praise better.
  const change = changeOf(theme.count, theme.previous, {
    lowerIsBetter: theme.tone === 'complaint',
    format: String,
  });
  return (
    <li class="mentioned-theme" data-theme={theme.theme}>
      <div class="mentioned-theme__head">
        <a class="mentioned-theme__link" href={themeRouteHash(themeFilter(theme, period))}>
          <span class="mentioned-theme__name">{themeName(theme.theme)}</span>{' '}
          <span class="mentioned-theme__count">
            {i18n.t(`reputation.themes.count.${theme.tone}`, theme.count)}
          </span>
        </a>
        <span
          class={`mentioned-theme__change mentioned-theme__change--${change.tone}`}
          title={change.description}
        >
          {change.badge && <span aria-hidden="true">{change.badge}</span>}
          <span class={change.badge ? 'visually-hidden' : undefined}>{change.description}</span>
        </span>
      </div>
      {theme.quotes.length > 0 && (
        <ul class="mentioned-theme__quotes" aria-label={i18n.t('reputation.themes.quotes')}>
          {theme.quotes.map((quote) => (
            <li key={quote.reviewId}>
              <a href={routeHash('inbox', 'review', quote.reviewId)}>
                <q>{quote.text}</q>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
