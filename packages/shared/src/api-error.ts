/** Every 4xx and 5xx the API answers carries this body (spec §8 reads `message`). */
export interface ApiErrorBody {
  message: string;
  code?: string;
  field?: string;
}
