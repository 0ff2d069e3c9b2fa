import { MESSAGES } from '@manovo/api/domain';
import { COMPANY_SOCIAL_PAGE } from '@manovo/content/site';
import { useQuery } from '@tanstack/react-query';
import { Section, SectionHeading } from '../../components/section';
import { Link, useLocale } from '../../lib/router';
import { pageReads } from '../../page-data';
import { BroadcastCard } from '../broadcasts/broadcast-card';

/** Home: the latest social broadcast; a placeholder card to the company page when none or on failure. */
export function LatestBroadcast() {
  const query = useQuery({
    ...pageReads.latestSocial(useLocale()),
    staleTime: 0,
  });
  const item = query.data?.[0];
  return (
    <Section labelledBy="latest-h">
      <div className="home-split-head">
        <div>
          <SectionHeading id="latest-h" eyebrow="Broadcast" heading="Latest from Manovo Surgical" />
        </div>
        <Link to="/news" className="btn btn--outline">
          More Updates
        </Link>
      </div>
      <div className="latest-broadcast">
        {query.isLoading ? (
          <p className="loading-text">{MESSAGES.loadingLatestBroadcast}</p>
        ) : item ? (
          <BroadcastCard item={item} />
        ) : (
          <article className="bcard latest-placeholder">
            <a className="bcard__hit" href={COMPANY_SOCIAL_PAGE} target="_blank" rel="noopener noreferrer">
              <img
                className="bcard__image"
                src="/images/demo/broadcast-1.svg"
                alt=""
                width={1200}
                height={675}
              />
              <div className="bcard__body">
                <h3 className="bcard__title">Follow Manovo Surgical</h3>
                <p className="bcard__text">
                  Demonstrations, training sessions and news from our team, on our company page (opens in a
                  new tab).
                </p>
              </div>
            </a>
          </article>
        )}
      </div>
    </Section>
  );
}
