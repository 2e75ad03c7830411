/** A contact the picker can offer (the list and the option rows read it). */
export interface PickableContact {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  affiliation?: { id: number; name: string } | null;
}
