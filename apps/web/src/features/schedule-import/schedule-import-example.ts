/**
 * The example file the Import schedule page offers (fictional: the demo's venues and teams, no
 * one's data): weekly practices with a week off, a home game and an away game. The same rows as
 * docs/schedule-import-example.csv.
 */
const EXAMPLE_ROWS = [
  'Name,Type,Date,Start time,End time,Location,Opponent,Home/Away,Repeats weekly until,Skip dates,Teams,Description',
  'Spring practice,practice,2027-03-03,18:00,19:30,Riverside Park,,,2027-04-28,2027-03-31,,Bring water and a glove',
  'Opening day,game,2027-04-10,10:00,12:00,Riverside Park,Comets,Home,,,,Arrive 45 minutes early',
  'Road game,game,2027-04-17,1:00 PM,3:00 PM,Comet Field,Comets,Away,,,,',
];

export const SCHEDULE_EXAMPLE_NAME = 'schedule-import-example.csv';

/** As a link's address: UTF-8 with a BOM, so a spreadsheet shows accents typed into it. */
export const SCHEDULE_EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `\uFEFF${EXAMPLE_ROWS.join('\r\n')}\r\n`,
)}`;
