import { defineLocales } from '../../lib/i18n/define-locales';

/** Strings of the contact card, shared by the contacts feature and the profile page. */
export const contactCardLocales = defineLocales({
  en: {
    relationOf: '{{relation}} of',
    noPhone: 'No phone',
    noEmail: 'No email',
    none: 'None',
    phone: 'Phone',
    email: 'Email',
    twitter: 'Twitter',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    affiliation: 'Affiliation',
    edit: 'Edit',
    editContact: 'Edit {{name}}',
    photoOf: 'Photo of {{name}}',
    hidden: 'Hidden from other members',
    coach: 'coach',
    openPlayerPage: "{{player}}'s player page (opens in a new tab)",
    // Whether texts go to the phone: its holder entered the code texted to it.
    phoneBadge: {
      verified: 'Verified',
      unverified: 'Unverified',
      named: { verified: 'Phone verified', unverified: 'Phone unverified' },
    },
    // Admins: where the contact stands with signing in to the portal.
    signInBadge: {
      notInvited: 'Not yet invited',
      noEmail: 'No email',
      invited: 'Invited on {{date}}',
      signedIn: 'Signed in',
      off: 'Sign-in off',
    },
    // The team's affiliations (seeded by name): shown in the reader's language; others as named.
    affiliationNames: {
      "Players' Families": "Players' Families",
      'Front Office': 'Front Office',
      'Coaches & Staff': 'Coaches & Staff',
      Foundation: 'Foundation',
    },
  },
  es: {
    relationOf: '{{relation}} de',
    noPhone: 'Sin teléfono',
    noEmail: 'Sin correo',
    none: 'Ninguno',
    phone: 'Teléfono',
    email: 'Correo',
    twitter: 'Twitter',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    affiliation: 'Afiliación',
    edit: 'Editar',
    editContact: 'Editar a {{name}}',
    photoOf: 'Foto de {{name}}',
    hidden: 'Oculto para los demás miembros',
    coach: 'entrenador',
    openPlayerPage: 'Página de {{player}} (se abre en una pestaña nueva)',
    phoneBadge: {
      verified: 'Verificado',
      unverified: 'Sin verificar',
      named: { verified: 'Teléfono verificado', unverified: 'Teléfono sin verificar' },
    },
    signInBadge: {
      notInvited: 'Sin invitar',
      noEmail: 'Sin correo',
      invited: 'Invitación: {{date}}',
      signedIn: 'Ya entró',
      off: 'Acceso desactivado',
    },
    affiliationNames: {
      "Players' Families": 'Familias de jugadores',
      'Front Office': 'Oficina principal',
      'Coaches & Staff': 'Entrenadores y personal',
      Foundation: 'Fundación',
    },
  },
});
