import { useState } from 'react';
import type { Contact } from '@dugout/shared';
// The avatar's styles live with the card, and pages like the contact form show it without one.
import './contact-card.css';

/** Two letters from the names, for contacts without a photo. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** A stable colour per contact, so a directory of initials is not a wall of one colour. */
const TINTS = ['#9b1c1c', '#1e4e79', '#2f5d3a', '#5b2a86', '#8a4b12', '#374151', '#0f5e66'];
function tintFor(id: string): string {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return TINTS[h % TINTS.length]!;
}

/** The profile photo, or the initials on a colour when there is none (or it fails to load). */
export function ContactAvatar({
  contact,
  size = 'md',
}: {
  contact: Pick<Contact, 'id' | 'firstName' | 'lastName' | 'profileImageURL'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  if (contact.profileImageURL && !failed) {
    return (
      <img
        className={`contact-avatar contact-avatar--${size}`}
        src={contact.profileImageURL}
        alt=""
        width={size === 'lg' ? 128 : size === 'md' ? 64 : 48}
        height={size === 'lg' ? 128 : size === 'md' ? 64 : 48}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={`contact-avatar contact-avatar--${size} contact-avatar--initials`}
      style={{ backgroundColor: tintFor(contact.id) }}
      aria-hidden="true"
    >
      {initialsOf(contact.firstName, contact.lastName)}
    </span>
  );
}
