import { pageHref, readPageParams } from '@manovo/api/domain';
import {
  ABOUT_TEXTS,
  initials,
  TEAM,
  TEAM_GROUPS,
  type TeamGroup,
  type TeamMember,
} from '@manovo/content/about';
import { Tabs } from '@manovo/ui/tabs';
import { useRef, useState } from 'react';
import { InPageLink } from '../../components/in-page-link';
import { SocialLinks } from '../../components/social-icon';
import { useTexts } from '../../lib/i18n';
import { useNavigate, useSearchParams } from '../../lib/router';
import './team-section.css';

function Avatar({ member, size }: { member: TeamMember; size: 'sm' | 'lg' }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}

function Profile({
  member,
  onNetwork,
}: {
  member: TeamMember;
  onNetwork: typeof ABOUT_TEXTS.copy.onNetwork;
}) {
  const links = [
    { network: 'linkedin' as const, href: member.linkedin, label: 'LinkedIn' },
    { network: 'x' as const, href: member.twitter, label: 'X' },
    { network: 'instagram' as const, href: member.instagram, label: 'Instagram' },
  ];
  return (
    <article className="team-profile card" aria-labelledby={`profile-${member.id}`} tabIndex={-1}>
      <Avatar member={member} size="lg" />
      <div>
        <h3 id={`profile-${member.id}`} className="team-profile__name">
          {member.name}
        </h3>
        <p className="team-profile__position">{member.position}</p>
        <p className="team-profile__tagline">{member.tagline}</p>
        {member.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <SocialLinks
          className="team-profile__social"
          links={links}
          name={(l) => onNetwork(member.name, l.label)}
        />
      </div>
    </article>
  );
}

// A tab's address (docs/product.md §2): ?team= for the server, landing on the team section.
const groupHref = (team: TeamGroup) => pageHref('/about', { team }, '#ourteam');
// A card's address: the server renders that member's profile open (and without JavaScript, that is it).
const memberHref = (m: TeamMember) => pageHref('/about', { team: m.group, member: m.id }, '#ourteam');

/** About #ourteam: two tabs; choosing a card opens the full profile, the others stay below as cards. */
export function TeamSection() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = readPageParams('/about', search);
  const { copy, groups, team } = useTexts('about', ABOUT_TEXTS);
  const group: TeamGroup = params.team ?? 'board';
  // A member of the other group is not found below: changing tabs closes the profile.
  const [selectedId, setSelectedId] = useState<string | null>(params.member ?? null);
  const profileRef = useRef<HTMLDivElement>(null);
  const members = TEAM.filter((m) => m.group === group).map((m) => ({ ...m, ...team[m.id] }));
  const selected = members.find((m) => m.id === selectedId) ?? null;
  const others = selected ? members.filter((m) => m.id !== selected.id) : members;

  const choose = (id: string) => {
    setSelectedId(id);
    requestAnimationFrame(() => {
      profileRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      profileRef.current?.querySelector<HTMLElement>('.team-profile')?.focus({ preventScroll: true });
    });
  };

  return (
    <Tabs
      tabs={TEAM_GROUPS.map((g) => ({ id: g.id, label: groups[g.id] }))}
      value={group}
      onChange={(id) => navigate(groupHref(id), { replace: true, preventScrollReset: true })}
      hrefOf={groupHref}
      label={copy.teamTabs}
      className="team-tabs"
    >
      <div ref={profileRef}>{selected && <Profile member={selected} onNetwork={copy.onNetwork} />}</div>
      <ul className="team-grid">
        {others.map((m) => (
          <li key={m.id}>
            <InPageLink href={memberHref(m)} className="team-card card" onOpen={() => choose(m.id)}>
              <Avatar member={m} size="sm" />
              <span className="team-card__name">{m.name}</span>
              <span className="team-card__position">{m.position}</span>
              <span className="team-card__more">{copy.viewProfile}</span>
            </InPageLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
