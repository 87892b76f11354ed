import { i18n } from '#i18n';
import type { Topic } from '@/lib/reputation/topics';

/** What low ratings talk about, with how many low (and high) reviews use each phrase. */
export function TopicsList({ topics }: { topics: readonly Topic[] }) {
  if (topics.length === 0) return <p class="reputation-note">{i18n.t('reputation.topics.none')}</p>;
  return (
    <ul class="topics-list">
      {topics.map((topic) => (
        <li key={topic.term} class="topics-list__item">
          <span class="topics-list__term">{topic.term}</span>
          <span class="topics-list__count">
            {i18n.t('reputation.topics.count', topic.low, {
              low: String(topic.low),
              high: String(topic.high),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
