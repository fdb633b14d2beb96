/** Questions and answers for the FAQ page. Plain text, no markup. */
import { FIGURES_CHECKED_WHEN } from "~/reference/figures-checked";
import { GOOGLE_CONSENT_PLATFORM } from "~/site/config";

export const FAQ_ITEMS = [
  {
    question: "Is Costwise free to use?",
    answer:
      "Yes. Every calculator, guide and worked scenario on Costwise is free for everyone, with no paid tier and no limits. The site is paid for by advertising, which is only loaded if you accept it.",
  },
  {
    question: "Do I need to sign up or create an account?",
    answer:
      "No. There are no accounts and no sign-up. You can open any calculator and use it straight away.",
  },
  {
    question: "Where does the data I enter go?",
    answer:
      "It stays in your browser. All calculations run on your own device, so the figures you type are never sent to us or to anyone else.",
  },
  {
    question: "Do the calculators collect or transmit anything?",
    answer:
      "No. The calculators send nothing anywhere, and we never see the figures you enter. If you accept analytics, we only learn which pages were viewed and which buttons, such as Calculate, Save or Share, were used, never the figures themselves.",
  },
  {
    question: "How do Save and Reset work?",
    answer:
      "Save stores a calculator's inputs in your browser's local storage, under a key such as costwise:rent-affordability:inputs, so they are there when you come back on the same device and browser. Reset deletes them, and you can also remove them at any time by clearing this site's data in your browser settings. When you press Calculate, your inputs are also put in the page address, so sharing that link shares those figures.",
  },
  {
    question: "How does Your monthly costs fill in my figures?",
    answer:
      "When you open Your monthly costs, it reads the inputs you have saved in the calculators in this browser and works them out with each calculator's own sums: your take-home pay, your Universal Credit and Child Benefit, your mortgage's monthly total, your energy bill, a regular fuel trip, what your childcare costs after the help you can have. Council tax has a row of its own that you type. Only blank rows are filled, each says which calculator it came from, and a figure you type or save on the sheet stays yours. It all happens on your device; nothing is sent anywhere.",
  },
  {
    question: "Can Costwise tell me what benefits my household is owed?",
    answer:
      "The Universal Credit and Child Benefit Calculator works out a month of Universal Credit as DWP does, with the standard allowance, the child, health, carer, childcare and housing elements, the taper on earnings, savings and the benefit cap, and Child Benefit with the High Income Child Benefit Charge beside it. It leaves out self-employment, students, Council Tax Reduction and a few rarer cases, and says so. For other benefits, GOV.UK lists free independent benefits calculators.",
  },
  {
    question: "Can Costwise tell me what childcare will cost after the help?",
    answer:
      "Yes. The Childcare Costs Calculator takes each child's hours, weeks and price, counts the funded hours your child has where you live in England, Scotland or Wales, and sets Tax-Free Childcare beside Universal Credit's childcare element, saying which leaves you better off and why. Saved, its figure fills the Childcare row of Your monthly costs.",
  },
  {
    question: "How accurate are the estimates?",
    answer: `The calculators use standard formulas, and the results are only as good as the figures you enter. The UK figures in our guides and scenarios, such as the energy price cap, tax rates and fuel prices, were last checked ${FIGURES_CHECKED_WHEN}; every article shows when its figures were checked and lists the sources behind them, and where the newest figure we could confirm is older, it gives that figure's date. Real prices change, so treat the results as planning estimates, and for decisions that matter check with your lender, supplier or a qualified adviser.`,
  },
  {
    question: "How do cookies, ads and analytics work on Costwise?",
    answer: GOOGLE_CONSENT_PLATFORM
      ? "Google's consent platform, which comes with the Google AdSense code on every page, asks for your choice on your first visit from the UK, the EEA or Switzerland. Only if you consent there to storing information on your device and to Google as a partner do we fill our ad spaces and load Google Analytics 4 for anonymous usage statistics; Google decides from your choice whether its ads are personalised. You can change your choice at any time with the Privacy and cookie settings link in the footer."
      : "On your first visit a banner asks you to choose Accept All or Reject Non-Essential; closing it counts as rejecting. Only if you accept do we load Google AdSense for advertising and Google Analytics 4 for anonymous usage statistics, and rejecting means no Google scripts are loaded at all. You can change your choice at any time with the Cookie settings link in the footer.",
  },
  {
    question: "How do I contact you or report a mistake?",
    answer:
      "Use the form on our Contact page, or write to the email address shown there. If you spot a wrong figure or an out-of-date rate, tell us which page it is on and we will check it. We aim to reply within 24 to 48 hours.",
  },
] as const satisfies readonly { question: string; answer: string }[];
