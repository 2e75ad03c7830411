/**
 * The example file the Import Contacts page offers (fictional demo people, .test emails, 555
 * numbers): a family whose children are not on the roster, brought in together, and an update
 * that keeps the phone (its cell is empty) and clears the description with the marker.
 */
const EXAMPLE_ROWS = [
  'First Name,Last Name,Email,Phone,Language,Relation To Player,Player,Description,Household,Household Role',
  'Rosa,Wrenfield,rosa.wrenfield@families.riverhawks.test,555-010-0190,es,Mother,Leo Wrenfield,,Wrenfield family,',
  'Marcos,Wrenfield,marcos.wrenfield@families.riverhawks.test,555-010-0191,es,Father,Leo Wrenfield,,Wrenfield family,',
  'Leo,Wrenfield,,,,,,,Wrenfield family,player',
  'Sofia,Wrenfield,,,,,,,Wrenfield family,sibling',
  'Fiona,Family,family@riverhawks.test,,,,,(clear),,',
];

export const IMPORT_EXAMPLE_NAME = 'contacts-import-example.csv';

/** As a link's address: UTF-8 with a BOM, so a spreadsheet shows accents typed into it. */
export const IMPORT_EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `\uFEFF${EXAMPLE_ROWS.join('\r\n')}\r\n`,
)}`;
