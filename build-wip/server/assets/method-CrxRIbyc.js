const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Removals = (£300 + £1.50 a mile) × a size factor: studio 1, 1 bedroom 1.3, 2 bedrooms 1.7, 3 bedrooms 2.2, 4 or more 2.8. Kilometres are converted with 1 km = 0.621371 miles.",
      "Packing adds 25% of the removals figure. Dismantling and assembly costs £150 × the size factor. Storage = months × the monthly rate. Cost per mile = total ÷ miles."
    ]
  },
  {
    heading: "Assumptions",
    paragraphs: [
      "A typical UK removal firm's price for a weekday move. Weekends, Fridays, the end of the month, stairs, long carries and parking permits all add to a real quote, so get three quotes and keep a contingency of up to 50% for the costs around the move (deposits, overlapping rent, cleaning, time off)."
    ]
  }
];
export {
  method
};
