import { ACCOUNT_STATE_HINTS, ROLE_HINTS, ROLE_LABELS, ROLES } from '@club/model';
import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput } from 'react-admin';
import { stateLabel } from './words';

interface Choice {
  id: string;
  name: string;
  hint: string;
}

/** A choice's name, and below it in quieter type what it means. */
const choiceText = (choice: Choice) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    <Box component="span" sx={{ display: 'block' }}>
      {choice.name}
    </Box>
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {choice.hint}
    </Typography>
  </Box>
);

/** Radio buttons, one under the other, each with its meaning: a fieldset named by its legend. */
const Choices = ({
  source,
  label,
  choices,
}: {
  source: string;
  label: string;
  choices: Choice[];
}) => (
  <RadioButtonGroupInput
    source={source}
    id={source}
    label={label}
    choices={choices}
    optionText={choiceText}
    translateChoice={false}
    row={false}
    helperText={false}
  />
);

const roleChoices: Choice[] = ROLES.map((role) => ({
  id: role,
  name: ROLE_LABELS[role],
  hint: ROLE_HINTS[role],
}));

/** Owner or editor, with what each may do (the model's words). */
export const RoleInput = () => <Choices source="role" label="Role" choices={roleChoices} />;

const stateChoices: Choice[] = (['active', 'disabled'] as const).map((state) => ({
  id: state,
  name: stateLabel(state),
  hint: ACCOUNT_STATE_HINTS[state],
}));

/** Active or disabled: whether the account can sign in. */
export const StateInput = () => (
  <Choices source="state" label="Can sign in?" choices={stateChoices} />
);
