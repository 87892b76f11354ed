import { useState } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { noteOf } from '@/components/reviews/draft-reply';
import { ModelDownload } from '@/components/reviews/model-download';
import { useModelState } from '@/components/reviews/use-model-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Stars } from '@/components/ui/stars';
import {
  type DraftingSettings,
  draftingSettingsItem,
  draftingSettingsOf,
  MAX_SIGN_OFF_LENGTH,
  saveDraftingSettings,
} from '@/lib/drafting/drafting-settings';
import type { ReplyDraft } from '@/lib/drafting/model-draft';
import type { SampleReview } from '@/lib/drafting/phrasebook';
import { i18n } from '@/lib/i18n/translate';
import './drafting-section.css';

/** The preview's code (lexicon, phrasebooks, prompt), loaded on its first click. */
const loadDrafting = () => import('@/lib/drafting/draft-for-review');

/**
 * Options › Drafting: draft with Chrome's built-in model when this browser has it, or composed
 * drafts only; where the model stands on this computer (and its download); the sign-off under every
 * draft; and a preview of a draft for a sample review with these choices. Saved as changed.
 */
export function DraftingSection() {
  const stored = useWatchedItem(draftingSettingsItem);
  // Asked whatever the choice, so the person sees what choosing the model would give.
  const model = useModelState(true);
  // What is typed in Sign-off; saved as typed, shown from here so a space on its way stays.
  const [signOff, setSignOff] = useState<string>();
  const [preview, setPreview] = useState<{ review: SampleReview; draft: ReplyDraft }>();
  const [busy, setBusy] = useState(false);
  if (stored === undefined) return null;
  const settings = draftingSettingsOf(stored);
  const shown: DraftingSettings = { ...settings, signOff: signOff ?? settings.signOff };

  const showPreview = async () => {
    setBusy(true);
    try {
      const { draftSample } = await loadDrafting();
      setPreview(await draftSample(shown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="options-section" aria-labelledby="options-drafting">
      <h2 id="options-drafting">{i18n.t('options.drafting.heading')}</h2>
      <p class="options-section__intro">{i18n.t('options.drafting.intro')}</p>
      <fieldset class="options-fieldset">
        <legend>{i18n.t('options.drafting.mode')}</legend>
        <label class="options-check">
          <input
            type="radio"
            name="drafting-mode"
            checked={settings.useModel}
            aria-describedby="drafting-model-hint"
            onChange={() => void saveDraftingSettings({ useModel: true })}
          />
          {i18n.t('options.drafting.model')}
        </label>
        <p id="drafting-model-hint" class="options-section__intro drafting-section__hint">
          {i18n.t('options.drafting.modelHint')}
          {model.state && ` ${i18n.t(`options.drafting.state.${model.state}`)}`}
        </p>
        <div class="drafting-section__hint">
          <ModelDownload status={model} />
        </div>
        <label class="options-check">
          <input
            type="radio"
            name="drafting-mode"
            checked={!settings.useModel}
            aria-describedby="drafting-composed-hint"
            onChange={() => void saveDraftingSettings({ useModel: false })}
          />
          {i18n.t('options.drafting.composed')}
        </label>
        <p id="drafting-composed-hint" class="options-section__intro drafting-section__hint">
          {i18n.t('options.drafting.composedHint')}
        </p>
      </fieldset>
      <Field label={i18n.t('options.drafting.signOff')} hint={i18n.t('options.drafting.signOffHint')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={MAX_SIGN_OFF_LENGTH}
            value={shown.signOff}
            onInput={(event) => {
              const typed = event.currentTarget.value;
              setSignOff(typed);
              void saveDraftingSettings({ signOff: typed });
            }}
          />
        )}
      </Field>
      <div class="drafting-section__preview">
        <div class="drafting-section__row">
          <Button size="sm" busy={busy} onClick={() => void showPreview()}>
            {i18n.t('options.drafting.preview')}
          </Button>
          <span class="options-section__intro">{i18n.t('options.drafting.previewHint')}</span>
        </div>
        {preview && <DraftPreview {...preview} />}
      </div>
    </section>
  );
}

function DraftPreview({ review, draft }: { review: SampleReview; draft: ReplyDraft }) {
  return (
    <dl class="drafting-section__sample">
      <dt>{i18n.t('options.drafting.sampleReview')}</dt>
      <dd>
        <Stars rating={review.rating} size="sm" />
        <p class="drafting-section__text">{review.content}</p>
        <p class="options-section__intro">{`— ${review.authorName} · ${review.locationName}`}</p>
      </dd>
      <dt>{i18n.t('options.drafting.sampleDraft')}</dt>
      <dd>
        <p class="drafting-section__text">{draft.text}</p>
        <p class="options-section__intro">{noteOf(draft)}</p>
      </dd>
    </dl>
  );
}
