import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";
import type { Policy } from "~/site/policy-page";

/** How cookies and ads work where the site's own banner asks (VITE_CONSENT_PLATFORM=banner). */
const BANNER_SECTIONS = [
  {
    heading: "Cookies and analytics",
    paragraphs: [
      "On your first visit a banner asks you to choose Accept All or Reject Non-Essential. Closing the banner counts as rejecting. Your choice, and when you made it, is stored in your browser's local storage under cookie_consent so that we do not ask again. You can change it at any time with the Cookie settings link in the footer.",
      "Only if you choose Accept All do we use Google Analytics 4. It gives us anonymous usage statistics, such as which pages were viewed and which buttons like Calculate, Save or Share were used, and never the figures you enter. It sets cookies such as _ga. We use Google Consent Mode v2, which starts with everything denied.",
      "If you reject, no Google scripts are loaded at all. If you accept and later withdraw your consent, the analytics cookies (_ga) are deleted.",
    ],
  },
  {
    heading: "Third-party advertising",
    paragraphs: [
      "Costwise is paid for by advertising from Google AdSense, which is loaded only if you choose Accept All. Google and its partners may then use cookies to show ads, including personalised ads based on your visits to this and other websites.",
      "You can find out more in Google's page How Google uses information from sites or apps that use our services, at https://policies.google.com/technologies/partner-sites. You can withdraw your consent at any time through Cookie settings in the footer.",
    ],
  },
];

/** How cookies and ads work where Google's certified platform asks (VITE_CONSENT_PLATFORM=google). */
const GOOGLE_PLATFORM_SECTIONS = [
  {
    heading: "Cookies and analytics",
    paragraphs: [
      "Your choice about cookies is asked and kept by Google's consent platform, Privacy & messaging, which Google has certified under the IAB Europe Transparency and Consent Framework. It comes with the Google AdSense code, which loads on every page. In the UK, the EEA and Switzerland it shows a message on your first visit; elsewhere, where no such law asks for consent, it shows none and we treat that as consent. You can change your choice at any time with the Privacy and cookie settings link in the footer.",
      "Only if you consent there to storing information on your device and to Google as a partner do we use Google Analytics 4. It gives us anonymous usage statistics, such as which pages were viewed and which buttons like Calculate, Save or Share were used, and never the figures you enter. It sets cookies such as _ga. We use Google Consent Mode v2, which starts with everything denied.",
      "If you refuse, Google Analytics is not loaded. If you consent and later withdraw, the analytics cookies (_ga) are deleted.",
    ],
  },
  {
    heading: "Third-party advertising",
    paragraphs: [
      "Costwise is paid for by advertising from Google AdSense. Its code loads on every page because it carries Google's consent message, and Google decides from your choice there whether to show personalised, non-personalised or limited ads. Our ad spaces are filled only once you have consented.",
      "You can find out more in Google's page How Google uses information from sites or apps that use our services, at https://policies.google.com/technologies/partner-sites. You can withdraw your consent at any time through Privacy and cookie settings in the footer.",
    ],
  },
];

/** Sections of the Privacy Policy page, in order. */
const PRIVACY_SECTIONS = [
  {
    heading: "Calculator data is not collected",
    paragraphs: [
      "All Costwise calculations run in your browser, on your own device. The calculators send nothing anywhere: the figures you enter are never sent to us or to anyone else, and we cannot see them. There are no accounts and no sign-up, so we hold no profile about you.",
    ],
  },
  {
    heading: "Local storage for Save My Inputs",
    paragraphs: [
      "If you press Save, the calculator's inputs are stored in your browser's local storage under a key such as costwise:rent-affordability:inputs, so they are there when you come back on the same device and browser. They stay on your device and are not sent to us. Reset deletes them, and you can also remove them at any time by clearing this site's data in your browser settings. Your monthly costs reads what the calculators have saved there to fill in its rows, on your device; that is not sent anywhere either.",
      "When you press Calculate, your inputs are also added to the page address (URL) so that you can share your results. Anyone you send that link to will see those figures, so only share it with people you are happy to show them to.",
    ],
  },
  ...(GOOGLE_CONSENT_PLATFORM ? GOOGLE_PLATFORM_SECTIONS : BANNER_SECTIONS),
  {
    heading: "Contact form data",
    paragraphs: [
      "If you use our contact form, your name, email address and message are sent through EmailJS (emailjs.com), a third-party email delivery service, to our inbox. Nothing is sent until you press Send. The form also contains a hidden field that helps us filter out spam.",
      "We use these details only to reply to you. We keep messages for up to 12 months and then delete them.",
    ],
  },
  {
    heading: "Third-party links",
    paragraphs: [
      "Our guides link to other websites, such as MoneyHelper and GOV.UK. These sites are not under our control and have their own privacy policies, so please read them before you give them any personal information.",
    ],
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      "Costwise is not directed at children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has sent us their details, please contact us and we will delete them.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy when the site or the law changes. The current version is always the one on this page.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [
      "We handle personal data in line with UK GDPR and the Data Protection Act 2018. You have the right to ask what personal data we hold about you, and to have it corrected or deleted. To do so, or to ask anything about this policy, please write to the email address on our Contact page. We aim to reply within 24 to 48 hours.",
      "If you are not happy with how we have handled your data, you can complain to the Information Commissioner's Office (ico.org.uk).",
    ],
  },
] as const satisfies readonly { heading: string; paragraphs: readonly string[] }[];

export const PRIVACY: Policy = {
  title: "Privacy Policy",
  lead: "How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent.",
  path: "/privacy",
  sections: PRIVACY_SECTIONS,
};
