import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text: the spec's message when missing, checked in this order (first failure only). */
function RequiredText(message: string, maxLength: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example, maxLength }),
    trim,
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(maxLength, { message: `Must be ${maxLength} characters or shorter` }),
  );
}

const RATING_MESSAGE = 'Provide our 5 star rating';

/** Add a New Review (spec §5): Name, Retting 0-5, Review, Photo (an uploaded image URL). */
export class CreateReviewDto {
  @RequiredText('Name is Required', 100, 'Rahim Uddin')
  name!: string;

  @ApiProperty({ minimum: 0, maximum: 5, example: 5 })
  @Max(5, { message: RATING_MESSAGE })
  @Min(0, { message: RATING_MESSAGE })
  @IsInt({ message: RATING_MESSAGE })
  retting!: number;

  @RequiredText('Review is Required', 1000, 'Original product, delivered in two days.')
  review!: string;

  @RequiredText('Image is Required', 500, 'https://i.ibb.co/abc/photo.png')
  img!: string;
}
